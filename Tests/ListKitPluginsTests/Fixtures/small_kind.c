/* The second kind claims a struct_size of 16 bytes. */
#include "fixture.h"

static const lk_component_kind good = FIXTURE_KIND("com.test.good");
static const lk_component_kind small = { 16, 0, "com.test.small", NULL, fixture_measure, NULL, fixture_render, NULL, NULL, NULL, NULL, NULL };
static const lk_component_kind *const kinds[] = { &good, &small };
static const lk_plugin_descriptor descriptor = FIXTURE_DESCRIPTOR("SmallKind", kinds);

LK_PLUGIN_EXPORT const lk_plugin_descriptor *listkit_plugin_entry(const lk_host_services *host) {
    (void)host;
    return &descriptor;
}
