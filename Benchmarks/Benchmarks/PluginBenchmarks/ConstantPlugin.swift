/// The source of a plugin whose one kind does no work: `measure` returns
/// 20 × 20 whatever it is given, and `measure_batch` does so for every item.
/// Calling it measures the host's cost alone. Written to a `.c` file and
/// built with `cc` in setup.
let constantPluginSource = """
    #include <listkit_plugin.h>

    static lk_size constant_measure(void *context, lk_size proposed, lk_bytes props, lk_status *status) {
        (void)context; (void)proposed; (void)props; (void)status;
        lk_size size = { 20, 20 };
        return size;
    }

    static lk_status constant_measure_batch(void *context, const lk_measure_request *requests, size_t count,
                                            lk_size *sizes, size_t *failed_index) {
        (void)context; (void)requests; (void)failed_index;
        for (size_t i = 0; i < count; i++) {
            sizes[i].width = 20;
            sizes[i].height = 20;
        }
        return LK_STATUS_OK;
    }

    static lk_status constant_render(void *context, lk_size size, lk_bytes props, lk_display_list *list) {
        (void)context; (void)props;
        lk_rect frame = { 0, 0, size.width, size.height };
        lk_push_fill_rect(list, frame, LK_RGBA(0, 0, 0, 0xff));
        return lk_display_list_status(list);
    }

    static const lk_component_kind constant_kind = {
        .struct_size = sizeof(lk_component_kind),
        .kind_id = "com.listkit.bench.constant",
        .measure = constant_measure,
        .measure_batch = constant_measure_batch,
        .render = constant_render,
    };

    static const lk_component_kind *const constant_kinds[] = { &constant_kind };

    static const lk_plugin_descriptor constant_descriptor = {
        .abi_version = LK_PLUGIN_ABI_VERSION,
        .struct_size = sizeof(lk_plugin_descriptor),
        .name = "Constant",
        .version = "1.0.0",
        .kind_count = 1,
        .kinds = constant_kinds,
    };

    LK_PLUGIN_EXPORT const lk_plugin_descriptor *listkit_plugin_entry(const lk_host_services *host) {
        (void)host;
        return &constant_descriptor;
    }

    """
