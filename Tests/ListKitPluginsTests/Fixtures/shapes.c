/*
 * A plugin that keeps every rule: the happy path of the tests.
 *
 *  com.test.box        measure: as wide as offered (100 when unconstrained),
 *                      "height" from the props (44 by default); rejects props
 *                      containing "bad". measure_batch, render (one op of each
 *                      type), will_display (invalidates the kind and logs),
 *                      did_end_display (logs). Checks its context pointer.
 *  com.test.many       render: "count" text ops (100 by default), to make the
 *                      host grow its buffers.
 *  com.test.chatty     measure logs a warning, so that a log handler can try
 *                      to call back into the plugin.
 *  com.test.counter    measure returns (batch calls, measure calls) of box.
 */
#include "fixture.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const lk_host_services *host;
static int box_marker = 7;
static unsigned measure_calls;
static unsigned batch_calls;

static void say(lk_log_level level, const char *text) {
    host->log(host, level, text, strlen(text));
}

/* A number after "key": in the props, or `fallback`. */
static double number(lk_bytes props, const char *key, double fallback) {
    char pattern[32];
    snprintf(pattern, sizeof pattern, "\"%s\":", key);
    const char *at = strstr((const char *)props.data, pattern);
    return at ? strtod(at + strlen(pattern), NULL) : fallback;
}

static lk_size box_measure(void *context, lk_size proposed, lk_bytes props, lk_status *status) {
    lk_size size = { 0, 0 };
    measure_calls++;
    if (context != &box_marker) {
        *status = LK_STATUS_FAILED;
        return size;
    }
    if (strstr((const char *)props.data, "bad") != NULL) {
        say(LK_LOG_ERROR, "props contain \"bad\"");
        *status = LK_STATUS_INVALID_PROPS;
        return size;
    }
    size.width = proposed.width < 1e300 ? proposed.width : 100;
    size.height = number(props, "height", 44);
    return size;
}

static lk_status box_measure_batch(void *context, const lk_measure_request *requests, size_t count,
                                   lk_size *sizes, size_t *failed_index) {
    batch_calls++;
    measure_calls -= (unsigned)count;   /* count the batch, not its items */
    for (size_t i = 0; i < count; i++) {
        lk_status status = LK_STATUS_OK;
        sizes[i] = box_measure(context, requests[i].proposed, requests[i].props, &status);
        if (status != LK_STATUS_OK) {
            *failed_index = i;
            return status;
        }
    }
    return LK_STATUS_OK;
}

static lk_status box_render(void *context, lk_size size, lk_bytes props, lk_display_list *list) {
    (void)context; (void)props;
    lk_rect frame = { 0, 0, size.width, size.height };
    lk_rect inner = { 1, 1, size.width - 2, size.height - 2 };
    lk_rect label = { 8, 4, 40, 16 };
    lk_rect image = { 50, 4, 16, 16 };
    lk_push_fill_rect(list, frame, LK_RGBA(255, 0, 0, 255));
    lk_push_stroke_rect(list, inner, LK_RGBA(0, 0, 255, 128), 2);
    lk_push_text(list, label, "h\xc3\xa9llo", 6, 14, LK_RGBA(0, 0, 0, 255));
    lk_push_image(list, image, "avatar.png", 10);
    return lk_display_list_status(list);
}

static lk_status box_will_display(void *context, lk_bytes item_id, lk_bytes props) {
    (void)context; (void)props;
    char text[128];
    snprintf(text, sizeof text, "will_display %s", (const char *)item_id.data);
    say(LK_LOG_INFO, text);
    host->invalidate(host, "com.test.box");
    return LK_STATUS_OK;
}

static lk_status box_did_end_display(void *context, lk_bytes item_id, lk_bytes props) {
    (void)context; (void)props;
    char text[128];
    snprintf(text, sizeof text, "did_end_display %s", (const char *)item_id.data);
    say(LK_LOG_INFO, text);
    return LK_STATUS_OK;
}

static lk_status many_render(void *context, lk_size size, lk_bytes props, lk_display_list *list) {
    (void)context; (void)size;
    long count = (long)number(props, "count", 100);
    for (long i = 0; i < count; i++) {
        lk_rect row = { 0, (double)i * 10, 50, 10 };
        lk_push_text(list, row, "item", 4, 10, LK_RGBA(0, 0, 0, 255));
    }
    return lk_display_list_status(list);
}

static lk_size chatty_measure(void *context, lk_size proposed, lk_bytes props, lk_status *status) {
    say(LK_LOG_WARNING, "measuring");
    return fixture_measure(context, proposed, props, status);
}

static lk_size counter_measure(void *context, lk_size proposed, lk_bytes props, lk_status *status) {
    (void)context; (void)proposed; (void)props; (void)status;
    lk_size size = { batch_calls, measure_calls };
    return size;
}

static const lk_component_kind box = {
    sizeof(lk_component_kind), 0, "com.test.box", &box_marker,
    box_measure, box_measure_batch, box_render, box_will_display, box_did_end_display, NULL, NULL, NULL
};
static const lk_component_kind many = {
    sizeof(lk_component_kind), 0, "com.test.many", NULL, fixture_measure, NULL, many_render, NULL, NULL, NULL, NULL, NULL
};
static const lk_component_kind chatty = {
    sizeof(lk_component_kind), 0, "com.test.chatty", NULL, chatty_measure, NULL, fixture_render, NULL, NULL, NULL, NULL, NULL
};
static const lk_component_kind counter = {
    sizeof(lk_component_kind), 0, "com.test.counter", NULL, counter_measure, NULL, fixture_render, NULL, NULL, NULL, NULL, NULL
};
static const lk_component_kind *const kinds[] = { &box, &many, &chatty, &counter };
static const lk_plugin_descriptor descriptor = {
    LK_PLUGIN_ABI_VERSION, sizeof(lk_plugin_descriptor), "Shapes", "1.2.3", 4, kinds
};

LK_PLUGIN_EXPORT const lk_plugin_descriptor *listkit_plugin_entry(const lk_host_services *services) {
    host = services;
    return &descriptor;
}
