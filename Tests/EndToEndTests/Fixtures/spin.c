/*
 * A WebAssembly plugin whose measure never returns: the host stops it when
 * the call's fuel runs out. Built by WasmPluginToolTests with the
 * toolchain's clang (--target=wasm32-unknown-unknown).
 */
#include <listkit_plugin.h>

static lk_size spin_measure(void *context, lk_size proposed, lk_bytes props, lk_status *status) {
    (void)context;
    (void)props;
    (void)status;
    volatile double width = proposed.width;
    for (;;) width = width + 1;
    return proposed;
}

static lk_status spin_render(void *context, lk_size size, lk_bytes props, lk_display_list *list) {
    (void)context;
    (void)size;
    (void)props;
    return lk_display_list_status(list);
}

static const lk_component_kind spin_kind = {
    .struct_size = sizeof(lk_component_kind),
    .kind_id = "com.example.spin",
    .measure = spin_measure,
    .render = spin_render,
};

static const lk_component_kind *const spin_kinds[] = { &spin_kind };

static const lk_plugin_descriptor spin_descriptor = {
    .abi_version = LK_PLUGIN_ABI_VERSION,
    .struct_size = sizeof(lk_plugin_descriptor),
    .name = "Spin",
    .version = "1.0.0",
    .kind_count = 1,
    .kinds = spin_kinds,
};

LK_PLUGIN_EXPORT const lk_plugin_descriptor *listkit_plugin_entry(const lk_host_services *host) {
    (void)host;
    return &spin_descriptor;
}
