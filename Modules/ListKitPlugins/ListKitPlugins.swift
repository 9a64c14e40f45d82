// Code that imports ListKitPlugins sees the plugin model (kinds, props,
// errors, PluginComponent) as before it moved to a module of its own.
@_exported import ListKitPluginModel
