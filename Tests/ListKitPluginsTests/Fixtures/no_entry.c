/* Exports everything but the entry symbol: the name is misspelt. */
#include "fixture.h"

static const lk_component_kind kind = FIXTURE_KIND("com.test.no-entry");
static const lk_component_kind *const kinds[] = { &kind };
static const lk_plugin_descriptor descriptor = FIXTURE_DESCRIPTOR("NoEntry", kinds);

LK_PLUGIN_EXPORT const lk_plugin_descriptor *listkit_plugin_entri(const lk_host_services *host) {
    (void)host;
    return &descriptor;
}
