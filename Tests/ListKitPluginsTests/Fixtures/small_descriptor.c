/* A descriptor that claims to be 8 bytes: only the version and size fields. */
#include "fixture.h"

static const lk_plugin_descriptor descriptor = { LK_PLUGIN_ABI_VERSION, 8, NULL, NULL, 0, NULL };

LK_PLUGIN_EXPORT const lk_plugin_descriptor *listkit_plugin_entry(const lk_host_services *host) {
    (void)host;
    return &descriptor;
}
