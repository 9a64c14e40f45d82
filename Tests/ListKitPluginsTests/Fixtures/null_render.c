/* A kind without the required render function. */
#include "fixture.h"

static const lk_component_kind kind = {
    sizeof(lk_component_kind), 0, "com.test.unrendered", NULL, fixture_measure, NULL, NULL, NULL, NULL, NULL, NULL, NULL
};
static const lk_component_kind *const kinds[] = { &kind };
static const lk_plugin_descriptor descriptor = FIXTURE_DESCRIPTOR("NullRender", kinds);

LK_PLUGIN_EXPORT const lk_plugin_descriptor *listkit_plugin_entry(const lk_host_services *host) {
    (void)host;
    return &descriptor;
}
