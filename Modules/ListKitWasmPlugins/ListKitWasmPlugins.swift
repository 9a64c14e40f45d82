// Code that imports ListKitWasmPlugins sees the plugin model (kinds, props,
// errors, the registry, PluginComponent), as code that imports ListKitPlugins does.
@_exported import ListKitPluginModel
