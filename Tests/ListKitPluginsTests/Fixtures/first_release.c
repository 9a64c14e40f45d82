/* A kind built against the first release of ABI 1: its struct ends after
 * did_end_display. A non-NULL word follows it in memory, which a host that
 * read the newer, larger struct would take for visibility_changed. */
#include <stddef.h>
#include "fixture.h"

typedef struct {
    uint32_t struct_size;
    uint32_t flags;
    const char *kind_id;
    void *context;
    lk_measure_fn measure;
    lk_measure_batch_fn measure_batch;
    lk_render_fn render;
    lk_lifecycle_fn will_display;
    lk_lifecycle_fn did_end_display;
    const void *after;
} first_release_kind;

static const first_release_kind old = {
    offsetof(lk_component_kind, visibility_changed), 0, "com.test.old", NULL,
    fixture_measure, NULL, fixture_render, NULL, NULL, (const void *)&old,
};
static const lk_component_kind *const kinds[] = { (const lk_component_kind *)&old };
static const lk_plugin_descriptor descriptor = FIXTURE_DESCRIPTOR("FirstRelease", kinds);

LK_PLUGIN_EXPORT const lk_plugin_descriptor *listkit_plugin_entry(const lk_host_services *host) {
    (void)host;
    return &descriptor;
}
