/*
 * Shared by the test fixtures: a well-behaved measure and render, and a
 * macro for a kind that uses them. Each fixture is one small plugin that
 * breaks one rule of the ABI (or, for shapes.c and misbehaving.c, keeps
 * them all and misbehaves only in its calls).
 */
#ifndef LISTKIT_TEST_FIXTURE_H
#define LISTKIT_TEST_FIXTURE_H

#include <listkit_plugin.h>

/* Measures every item as 10 × 20. */
__attribute__((unused)) static lk_size fixture_measure(void *context, lk_size proposed, lk_bytes props, lk_status *status) {
    (void)context; (void)proposed; (void)props; (void)status;
    lk_size size = { 10, 20 };
    return size;
}

/* Renders one black rectangle filling the item. */
__attribute__((unused)) static lk_status fixture_render(void *context, lk_size size, lk_bytes props, lk_display_list *list) {
    (void)context; (void)props;
    lk_rect frame = { 0, 0, size.width, size.height };
    lk_push_fill_rect(list, frame, LK_RGBA(0, 0, 0, 255));
    return lk_display_list_status(list);
}

/* A version-1 kind with the fixture's measure and render. */
#define FIXTURE_KIND(id) \
    { sizeof(lk_component_kind), 0, (id), NULL, fixture_measure, NULL, fixture_render, NULL, NULL, NULL, NULL, NULL }

/* A version-1 descriptor listing `kinds`, an array of kind pointers. */
#define FIXTURE_DESCRIPTOR(name, kinds) \
    { LK_PLUGIN_ABI_VERSION, sizeof(lk_plugin_descriptor), (name), "0.1.0", \
      sizeof(kinds) / sizeof((kinds)[0]), (kinds) }

#endif
