/* One plugin that lists the same kind id twice. */
#include "fixture.h"

static const lk_component_kind first = FIXTURE_KIND("com.test.twice");
static const lk_component_kind second = FIXTURE_KIND("com.test.twice");
static const lk_component_kind *const kinds[] = { &first, &second };
static const lk_plugin_descriptor descriptor = FIXTURE_DESCRIPTOR("Twice", kinds);

LK_PLUGIN_EXPORT const lk_plugin_descriptor *listkit_plugin_entry(const lk_host_services *host) {
    (void)host;
    return &descriptor;
}
