/* A descriptor of a future ABI version, 99. */
#include "fixture.h"

static const lk_component_kind kind = FIXTURE_KIND("com.test.future");
static const lk_component_kind *const kinds[] = { &kind };
static const lk_plugin_descriptor descriptor = {
    99, sizeof(lk_plugin_descriptor), "Future", "9.0.0", 1, kinds
};

LK_PLUGIN_EXPORT const lk_plugin_descriptor *listkit_plugin_entry(const lk_host_services *host) {
    (void)host;
    return &descriptor;
}
