// listkit-plugin-host: runs one ListKit plugin for a ListKit process that
// isolates its plugins (`viewport-sim --isolate-plugins`, `PluginIsolation`).
// Started as `listkit-plugin-host <plugin.so>`, it reads calls on fd 3 and
// answers on fd 4; the protocol is in Documentation/PluginABI.md.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ListKitPlugins

let arguments = CommandLine.arguments
guard arguments.count == 2 else {
    let usage = "usage: listkit-plugin-host <plugin.so> (started by ListKit, which talks to it on fds 3 and 4)\n"
    _ = Array(usage.utf8).withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
    exit(2)
}
exit(PluginHostServer.run(pluginPath: arguments[1], input: 3, output: 4))
