/* Kinds that declare their props (lk_component_kind.props_declaration):
 * com.test.declared takes a bounded number "height" and a string "label"
 * and measures its height from the props, as shapes.c's box does;
 * com.test.undeclared leaves the field NULL (any props). Built with
 * -DBAD_DECLARATION, the declared kind's declaration names a type that does
 * not exist, and the plugin is refused. */
#include <stdlib.h>
#include <string.h>
#include "fixture.h"

/* 10 wide; as tall as the number after "height": in the props, or 20. */
static lk_size declared_measure(void *context, lk_size proposed, lk_bytes props, lk_status *status) {
    (void)context; (void)proposed; (void)status;
    lk_size size = { 10, 20 };
    const char *at = strstr((const char *)props.data, "\"height\":");
    if (at != NULL) size.height = strtod(at + strlen("\"height\":"), NULL);
    return size;
}

#ifdef BAD_DECLARATION
#define DECLARATION "{\"height\": {\"type\": \"numbr\"}}"
#else
#define DECLARATION "{\"height\": {\"type\": \"number\", \"minimum\": 0, \"maximum\": 500}, \"label\": \"string\"}"
#endif

static const lk_component_kind declared = {
    .struct_size = sizeof(lk_component_kind), .kind_id = "com.test.declared",
    .measure = declared_measure, .render = fixture_render, .props_declaration = DECLARATION,
};
static const lk_component_kind undeclared = FIXTURE_KIND("com.test.undeclared");
static const lk_component_kind *const kinds[] = { &declared, &undeclared };
static const lk_plugin_descriptor descriptor = FIXTURE_DESCRIPTOR("Declared", kinds);

LK_PLUGIN_EXPORT const lk_plugin_descriptor *listkit_plugin_entry(const lk_host_services *host) {
    (void)host;
    return &descriptor;
}
