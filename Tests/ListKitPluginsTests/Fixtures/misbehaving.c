/*
 * A plugin that loads fine and then misbehaves in its calls, one way per kind.
 *
 *  com.test.nan             measure: NaN width
 *  com.test.negative        measure: height -5
 *  com.test.infinite        measure: infinite width
 *  com.test.huge-height     measure: height 1e308
 *  com.test.unknown-status  measure: status 77
 *  com.test.render-fails    render: logs an error, LK_STATUS_FAILED
 *  com.test.bad-ops         render: an invalid op chosen by the props
 *                           ("type", "range", "font", "utf8", "rect", "lie")
 *  com.test.batch-nan       measure_batch: NaN height for item 2
 *  com.test.batch-fail      measure_batch: LK_STATUS_INVALID_PROPS at item 1
 *  com.test.always-small    render: always "too small", asking for 1 op
 *  com.test.huge            render: asks for ten million ops
 */
#include "fixture.h"

#include <math.h>
#include <string.h>

static const lk_host_services *host;

static int has(lk_bytes props, const char *word) {
    return strstr((const char *)props.data, word) != NULL;
}

static lk_size nan_measure(void *c, lk_size p, lk_bytes b, lk_status *s) {
    (void)c; (void)p; (void)b; (void)s;
    lk_size size = { NAN, 10 };
    return size;
}

static lk_size negative_measure(void *c, lk_size p, lk_bytes b, lk_status *s) {
    (void)c; (void)p; (void)b; (void)s;
    lk_size size = { 10, -5 };
    return size;
}

static lk_size infinite_measure(void *c, lk_size p, lk_bytes b, lk_status *s) {
    (void)c; (void)p; (void)b; (void)s;
    lk_size size = { INFINITY, 10 };
    return size;
}

static lk_size huge_height_measure(void *c, lk_size p, lk_bytes b, lk_status *s) {
    (void)c; (void)p; (void)b; (void)s;
    lk_size size = { 10, 1e308 };
    return size;
}

static lk_size unknown_status_measure(void *c, lk_size p, lk_bytes b, lk_status *s) {
    (void)c; (void)p; (void)b;
    lk_size size = { 10, 10 };
    *s = 77;
    return size;
}

static lk_status failing_render(void *c, lk_size size, lk_bytes b, lk_display_list *list) {
    (void)c; (void)size; (void)b; (void)list;
    host->log(host, LK_LOG_ERROR, "disk on fire", 12);
    return LK_STATUS_FAILED;
}

static lk_status bad_ops_render(void *c, lk_size size, lk_bytes props, lk_display_list *list) {
    (void)c;
    lk_rect frame = { 0, 0, size.width, size.height };
    lk_draw_op op;
    memset(&op, 0, sizeof op);
    op.type = LK_DRAW_FILL_RECT;
    op.rect = frame;
    if (has(props, "type")) {
        op.type = 99;
    } else if (has(props, "range")) {
        op.type = LK_DRAW_TEXT;
        op.font_size = 12;
        op.string_offset = 1000;
        op.string_length = 4;
    } else if (has(props, "font")) {
        op.type = LK_DRAW_TEXT;
        op.font_size = NAN;
    } else if (has(props, "rect")) {
        op.rect.width = -1;
    } else if (has(props, "utf8")) {
        lk_push_text(list, frame, "\xff\xfe", 2, 12, 0);
        return lk_display_list_status(list);
    } else if (has(props, "lie")) {
        list->op_count = list->op_capacity + 5;
        return LK_STATUS_OK;
    }
    /* Written by hand: lk_push_op would set the string range itself. */
    if (list->op_count < list->op_capacity) list->ops[list->op_count] = op;
    list->op_count += 1;
    return lk_display_list_status(list);
}

static lk_status batch_nan(void *c, const lk_measure_request *requests, size_t count, lk_size *sizes, size_t *failed) {
    (void)c; (void)requests; (void)failed;
    for (size_t i = 0; i < count; i++) {
        sizes[i].width = 10;
        sizes[i].height = i == 2 ? NAN : 10;
    }
    return LK_STATUS_OK;
}

static lk_status batch_fail(void *c, const lk_measure_request *requests, size_t count, lk_size *sizes, size_t *failed) {
    (void)c; (void)requests; (void)sizes; (void)count;
    host->log(host, LK_LOG_ERROR, "item 1 has no title", 19);
    *failed = 1;
    return LK_STATUS_INVALID_PROPS;
}

static lk_status always_small_render(void *c, lk_size size, lk_bytes b, lk_display_list *list) {
    (void)c; (void)size; (void)b;
    list->op_count = 1;
    return LK_STATUS_BUFFER_TOO_SMALL;
}

static lk_status huge_render(void *c, lk_size size, lk_bytes b, lk_display_list *list) {
    (void)c; (void)size; (void)b;
    list->op_count = 10000000;
    return LK_STATUS_BUFFER_TOO_SMALL;
}

#define KIND(id, measure, batch, render) \
    { sizeof(lk_component_kind), 0, (id), NULL, (measure), (batch), (render), NULL, NULL, NULL, NULL, NULL }

static const lk_component_kind kinds_storage[] = {
    KIND("com.test.nan", nan_measure, NULL, fixture_render),
    KIND("com.test.negative", negative_measure, NULL, fixture_render),
    KIND("com.test.infinite", infinite_measure, NULL, fixture_render),
    KIND("com.test.unknown-status", unknown_status_measure, NULL, fixture_render),
    KIND("com.test.render-fails", fixture_measure, NULL, failing_render),
    KIND("com.test.bad-ops", fixture_measure, NULL, bad_ops_render),
    KIND("com.test.batch-nan", fixture_measure, batch_nan, fixture_render),
    KIND("com.test.batch-fail", fixture_measure, batch_fail, fixture_render),
    KIND("com.test.always-small", fixture_measure, NULL, always_small_render),
    KIND("com.test.huge", fixture_measure, NULL, huge_render),
    KIND("com.test.huge-height", huge_height_measure, NULL, fixture_render),
};
static const lk_component_kind *const kinds[] = {
    &kinds_storage[0], &kinds_storage[1], &kinds_storage[2], &kinds_storage[3], &kinds_storage[4],
    &kinds_storage[5], &kinds_storage[6], &kinds_storage[7], &kinds_storage[8], &kinds_storage[9],
    &kinds_storage[10],
};
static const lk_plugin_descriptor descriptor = FIXTURE_DESCRIPTOR("Misbehaving", kinds);

LK_PLUGIN_EXPORT const lk_plugin_descriptor *listkit_plugin_entry(const lk_host_services *services) {
    host = services;
    return &descriptor;
}
