/* Declares com.test.shared. Built twice (with -DPLUGIN_NAME=...) so that two
 * plugins claim the same kind id. */
#include "fixture.h"

#ifndef PLUGIN_NAME
#define PLUGIN_NAME "Duplicate"
#endif

static const lk_component_kind kind = FIXTURE_KIND("com.test.shared");
static const lk_component_kind *const kinds[] = { &kind };
static const lk_plugin_descriptor descriptor = FIXTURE_DESCRIPTOR(PLUGIN_NAME, kinds);

LK_PLUGIN_EXPORT const lk_plugin_descriptor *listkit_plugin_entry(const lk_host_services *host) {
    (void)host;
    return &descriptor;
}
