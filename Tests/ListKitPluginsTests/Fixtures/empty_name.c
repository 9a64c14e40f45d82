/* A plugin whose name is the empty string. */
#include "fixture.h"

static const lk_component_kind kind = FIXTURE_KIND("com.test.nameless");
static const lk_component_kind *const kinds[] = { &kind };
static const lk_plugin_descriptor descriptor = FIXTURE_DESCRIPTOR("", kinds);

LK_PLUGIN_EXPORT const lk_plugin_descriptor *listkit_plugin_entry(const lk_host_services *host) {
    (void)host;
    return &descriptor;
}
