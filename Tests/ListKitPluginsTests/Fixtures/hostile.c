/*
 * A plugin that takes the process down, the way the props of each call say
 * ("exit0", "abort", "segv", "loop", or "slow<ms>": sleep that long, then
 * behave; anything else measures 10 × 20), or
 * while being loaded when built with -DHOSTILE_CONSTRUCTOR=<same word>, or
 * in its entry point when built with -DHOSTILE_ENTRY=<same word>.
 *
 *  com.test.hostile   measure, measure_batch, render and will_display obey the props
 */
#include "fixture.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void misbehave(const char *how) {
    if (strstr(how, "exit0")) exit(0);
    if (strstr(how, "abort")) abort();
    if (strstr(how, "segv")) raise(SIGSEGV);
    if (strstr(how, "loop")) for (;;) pause();
    const char *slow = strstr(how, "slow");
    if (slow) usleep((useconds_t)atoi(slow + 4) * 1000);
}

#ifdef HOSTILE_CONSTRUCTOR
__attribute__((constructor)) static void hostile_constructor(void) {
    misbehave(HOSTILE_CONSTRUCTOR);
}
#endif

static lk_size hostile_measure(void *c, lk_size p, lk_bytes props, lk_status *s) {
    (void)c; (void)p; (void)s;
    misbehave((const char *)props.data);
    lk_size size = { 10, 20 };
    return size;
}

static lk_status hostile_batch(void *c, const lk_measure_request *requests, size_t count, lk_size *sizes,
                               size_t *failed_index) {
    (void)c; (void)failed_index;
    for (size_t i = 0; i < count; i++) {
        misbehave((const char *)requests[i].props.data);
        sizes[i].width = 10;
        sizes[i].height = 20;
    }
    return LK_STATUS_OK;
}

static lk_status hostile_render(void *c, lk_size size, lk_bytes props, lk_display_list *list) {
    misbehave((const char *)props.data);
    return fixture_render(c, size, props, list);
}

static lk_status hostile_will_display(void *c, lk_bytes item, lk_bytes props) {
    (void)c; (void)item;
    misbehave((const char *)props.data);
    return LK_STATUS_OK;
}

static const lk_component_kind hostile_kind = {
    sizeof(lk_component_kind), 0, "com.test.hostile", NULL, hostile_measure, hostile_batch, hostile_render,
    hostile_will_display, NULL, NULL, NULL, NULL
};
static const lk_component_kind *const kinds[] = { &hostile_kind };
static const lk_plugin_descriptor descriptor = FIXTURE_DESCRIPTOR("Hostile", kinds);

LK_PLUGIN_EXPORT const lk_plugin_descriptor *listkit_plugin_entry(const lk_host_services *services) {
    (void)services;
#ifdef HOSTILE_ENTRY
    misbehave(HOSTILE_ENTRY);
#endif
    return &descriptor;
}
