/*
 * listkit_plugin.h — the ListKit component plugin ABI, version 1.
 *
 * This header is the only thing a plugin author needs. A plugin is a shared
 * object (`.so`) that exports ONE symbol, `listkit_plugin_entry`, returning a
 * descriptor: the plugin's name and version and a table of component kinds.
 * The host (ListKit) calls every function in it through libffi.
 *
 * Rules that hold for the whole ABI:
 *
 * - Memory. The plugin never frees or allocates memory owned by the host, and
 *   the host never frees memory owned by the plugin. Everything the host passes
 *   in (props, item ids, display list buffers) is BORROWED: valid only until the
 *   call returns. Everything the plugin returns from the entry point (the
 *   descriptor, the kind table, every string in them) must stay valid, unchanged,
 *   for the life of the process: the host never unloads a plugin.
 * - Growth. Structs that may grow in later versions start with a `struct_size`
 *   field. New fields are only ever appended. A reader checks `struct_size`
 *   before touching a field that an older writer may not have. The host refuses
 *   a struct smaller than version 1 defines; a larger one is fine (the extra
 *   fields are ignored).
 * - Strings. `const char *` strings are NUL-terminated UTF-8. Byte ranges
 *   (`lk_bytes`) are a pointer and a length.
 * - Threading. The host never makes two calls into the same plugin at the same
 *   time, but successive calls may come from different threads. Host services
 *   may be called from any thread, at any time.
 * - Symbols. The plugin links no symbol from the host: host services reach it
 *   only through the table passed to the entry point.
 *
 * Build a C plugin with the C compiler alone:
 *
 *     cc -shared -fPIC -I <path to this folder> -o libMyPlugin.so my_plugin.c
 *
 * The same source builds to a WebAssembly plugin (`.wasm`) with clang, no C
 * library needed (see "WebAssembly" at the end of this header):
 *
 *     clang --target=wasm32-unknown-unknown -nostdlib -ffreestanding -O2 \
 *           -Wl,--no-entry -I <path to this folder> -o MyPlugin.wasm my_plugin.c
 *
 * Documentation/PluginABI.md has the full guide.
 */
#ifndef LISTKIT_PLUGIN_H
#define LISTKIT_PLUGIN_H

#include <stddef.h>
#include <stdint.h>
/* A WebAssembly plugin built without a C library has no <string.h>; the
 * helpers below use the compiler's built-ins, which need none. */
#if !defined(__wasm__) || (defined(__has_include) && __has_include(<string.h>))
#include <string.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ------------------------------------------------------------------------ */
/* Versions and names                                                        */
/* ------------------------------------------------------------------------ */

/** The ABI version this header describes. Put it in `lk_plugin_descriptor.abi_version`.
 *  The host refuses any other value. Appending fields to structs does not
 *  change it; changing the meaning or layout of an existing field does. */
#define LK_PLUGIN_ABI_VERSION 1u

/** The name of the one symbol a plugin exports (see `lk_plugin_entry_fn`). */
#define LK_PLUGIN_ENTRY_SYMBOL "listkit_plugin_entry"

/** Marks the entry point as exported with C linkage and default visibility,
 *  even when the plugin is built with `-fvisibility=hidden`. */
#ifdef __cplusplus
#define LK_PLUGIN_EXPORT extern "C" __attribute__((visibility("default")))
#else
#define LK_PLUGIN_EXPORT __attribute__((visibility("default")))
#endif

/* ------------------------------------------------------------------------ */
/* Status codes                                                              */
/* ------------------------------------------------------------------------ */

/** What a plugin function reports: one of the `LK_STATUS_*` values.
 *  (The values are macros with a cast, rather than an enum, so that C sees
 *  integer constants and Swift sees `lk_status` values.) */
typedef int32_t lk_status;

/** The call succeeded. */
#define LK_STATUS_OK ((lk_status)0)
/** `render` only: the display list's ops or text buffer is too small. The
 *  plugin has set `op_count` and `text_length` to what it needs; the host
 *  grows the buffers and calls `render` again. */
#define LK_STATUS_BUFFER_TOO_SMALL ((lk_status)1)
/** The props are not valid for this kind (bad JSON, a missing or ill-typed
 *  key). Log the reason through `lk_host_services.log` first. */
#define LK_STATUS_INVALID_PROPS ((lk_status)2)
/** An argument other than the props is unusable (such as a proposed size the
 *  kind cannot measure). */
#define LK_STATUS_INVALID_ARGUMENT ((lk_status)3)
/** The call failed for any other reason. Log the reason first. */
#define LK_STATUS_FAILED ((lk_status)4)

/* ------------------------------------------------------------------------ */
/* Values passed by value                                                    */
/* ------------------------------------------------------------------------ */

/** A width and a height in points. */
typedef struct lk_size {
    /** The extent along the horizontal axis. */
    double width;
    /** The extent along the vertical axis. */
    double height;
} lk_size;

/** A rectangle in points, in the component's own coordinates: (0, 0) is the
 *  top-left corner of the component's frame, y grows downwards. */
typedef struct lk_rect {
    /** The left edge. */
    double x;
    /** The top edge. */
    double y;
    /** The width; not negative. */
    double width;
    /** The height; not negative. */
    double height;
} lk_rect;

/** Borrowed bytes: `length` bytes at `data`, valid until the call returns.
 *  The host always puts a NUL byte at `data[length]` (not counted in
 *  `length`), so text can be read with C string functions; `data` is never
 *  NULL, even when `length` is 0. */
typedef struct lk_bytes {
    /** The first byte. */
    const uint8_t *data;
    /** The number of bytes, without the trailing NUL. */
    size_t length;
} lk_bytes;

/** A colour as 0xRRGGBBAA: red in the most significant byte, alpha (255 =
 *  opaque) in the least. */
typedef uint32_t lk_color;

/** Builds an `lk_color` from four bytes. */
#define LK_RGBA(r, g, b, a) \
    ((lk_color)((((uint32_t)(r) & 0xffu) << 24) | (((uint32_t)(g) & 0xffu) << 16) | \
                (((uint32_t)(b) & 0xffu) << 8) | ((uint32_t)(a) & 0xffu)))

/* ------------------------------------------------------------------------ */
/* Display lists                                                             */
/* ------------------------------------------------------------------------ */

/** What an `lk_draw_op` draws: one of the `LK_DRAW_*` values. */
typedef uint32_t lk_draw_op_type;

/** Fill `rect` with `color`. */
#define LK_DRAW_FILL_RECT ((lk_draw_op_type)1)
/** Stroke the outline of `rect` with `color`, `line_width` points wide. */
#define LK_DRAW_STROKE_RECT ((lk_draw_op_type)2)
/** Draw the UTF-8 text at `string_offset`/`string_length` in `rect`, at
 *  `font_size` points, in `color`. */
#define LK_DRAW_TEXT ((lk_draw_op_type)3)
/** A placeholder for an image: `rect`, and the image's name (any UTF-8, such
 *  as a URL or an asset name) at `string_offset`/`string_length`. */
#define LK_DRAW_IMAGE ((lk_draw_op_type)4)

/** One drawing operation. Ops are drawn in order, later ones on top. Fields a
 *  type does not use are ignored (set them to 0). Not extensible: a new field
 *  means a new ABI version. */
typedef struct lk_draw_op {
    /** What to draw: an `LK_DRAW_*` value. */
    lk_draw_op_type type;
    /** The colour (fill, stroke and text). */
    lk_color color;
    /** Where, in the component's coordinates. Every value finite; width and
     *  height not negative. */
    lk_rect rect;
    /** Stroke only: the line width in points, finite and not negative. */
    double line_width;
    /** Text only: the font size in points, finite and above 0. */
    double font_size;
    /** Text and image: where the string starts in `lk_display_list.text`. */
    size_t string_offset;
    /** Text and image: the string's length in bytes (no NUL needed). */
    size_t string_length;
} lk_draw_op;

/** A display list the HOST owns, filled by `render`.
 *
 *  The host sets `op_count` and `text_length` to 0 before each call. The
 *  plugin appends: the op at index `op_count` and then `op_count += 1`; a
 *  string's bytes at `text + text_length` and then `text_length += length`.
 *  When something does not fit, the plugin keeps counting without writing,
 *  and returns `LK_STATUS_BUFFER_TOO_SMALL` with `op_count` and `text_length`
 *  set to the totals it needs; the host grows both buffers and calls `render`
 *  again. The `lk_push_*` helpers below do all of this. */
typedef struct lk_display_list {
    /** `sizeof(lk_display_list)` as the host knows it. Set by the host. */
    uint32_t struct_size;
    /** Reserved; 0. */
    uint32_t reserved;
    /** The host's array of ops; room for `op_capacity` of them. */
    lk_draw_op *ops;
    /** How many ops `ops` can hold. Set by the host. */
    size_t op_capacity;
    /** In: 0. Out: the number of ops written (or needed, with
     *  `LK_STATUS_BUFFER_TOO_SMALL`). */
    size_t op_count;
    /** The host's text buffer for the strings of text and image ops; room for
     *  `text_capacity` bytes. Strings are not NUL-terminated in it. */
    char *text;
    /** How many bytes `text` can hold. Set by the host. */
    size_t text_capacity;
    /** In: 0. Out: the number of bytes used (or needed, with
     *  `LK_STATUS_BUFFER_TOO_SMALL`). */
    size_t text_length;
} lk_display_list;

/** Appends an op whose string is `length` bytes at `string` (may be NULL when
 *  `length` is 0). Always counts the op and the bytes; writes only what fits. */
static inline void lk_push_op(lk_display_list *list, lk_draw_op op, const char *string, size_t length) {
    size_t offset = list->text_length;
    if (length > 0 && string != NULL && length <= list->text_capacity &&
        offset <= list->text_capacity - length) {
        __builtin_memcpy(list->text + offset, string, length);
    }
    list->text_length = offset + length;
    op.string_offset = length > 0 ? offset : 0;
    op.string_length = length;
    if (list->op_count < list->op_capacity) {
        list->ops[list->op_count] = op;
    }
    list->op_count += 1;
}

/** Appends a filled rectangle. */
static inline void lk_push_fill_rect(lk_display_list *list, lk_rect rect, lk_color color) {
    lk_draw_op op;
    __builtin_memset(&op, 0, sizeof op);
    op.type = LK_DRAW_FILL_RECT;
    op.color = color;
    op.rect = rect;
    lk_push_op(list, op, NULL, 0);
}

/** Appends a stroked rectangle outline, `line_width` points wide. */
static inline void lk_push_stroke_rect(lk_display_list *list, lk_rect rect, lk_color color, double line_width) {
    lk_draw_op op;
    __builtin_memset(&op, 0, sizeof op);
    op.type = LK_DRAW_STROKE_RECT;
    op.color = color;
    op.rect = rect;
    op.line_width = line_width;
    lk_push_op(list, op, NULL, 0);
}

/** Appends `length` bytes of UTF-8 text drawn in `rect` at `font_size` points. */
static inline void lk_push_text(lk_display_list *list, lk_rect rect, const char *text, size_t length,
                                double font_size, lk_color color) {
    lk_draw_op op;
    __builtin_memset(&op, 0, sizeof op);
    op.type = LK_DRAW_TEXT;
    op.color = color;
    op.rect = rect;
    op.font_size = font_size;
    lk_push_op(list, op, text, length);
}

/** Appends an image placeholder named by `length` bytes of UTF-8 at `name`. */
static inline void lk_push_image(lk_display_list *list, lk_rect rect, const char *name, size_t length) {
    lk_draw_op op;
    __builtin_memset(&op, 0, sizeof op);
    op.type = LK_DRAW_IMAGE;
    op.rect = rect;
    lk_push_op(list, op, name, length);
}

/** What `render` should return after pushing every op: `LK_STATUS_OK`, or
 *  `LK_STATUS_BUFFER_TOO_SMALL` when something did not fit. */
static inline lk_status lk_display_list_status(const lk_display_list *list) {
    if (list->op_count > list->op_capacity || list->text_length > list->text_capacity) {
        return LK_STATUS_BUFFER_TOO_SMALL;
    }
    return LK_STATUS_OK;
}

/* ------------------------------------------------------------------------ */
/* Component kinds                                                           */
/* ------------------------------------------------------------------------ */

/** One item of a `measure_batch` call. */
typedef struct lk_measure_request {
    /** The proposed size, as for `measure`. */
    lk_size proposed;
    /** The item's props, as for `measure`. */
    lk_bytes props;
} lk_measure_request;

/** Measures one item. Required.
 *
 *  - `context`: the kind's `context` field, as given in the kind table.
 *  - `proposed`: the space offered. Each dimension is finite and not negative,
 *    or +infinity when that dimension is unconstrained (an estimated height
 *    in a vertical list, for instance).
 *  - `props`: the item's props, a JSON value (usually an object), borrowed.
 *  - `status`: the host sets `*status = LK_STATUS_OK` before the call; set it
 *    to another `LK_STATUS_*` value to fail (the returned size is then ignored).
 *
 *  Returns the size the item wants: both dimensions finite and not negative
 *  (the host refuses NaN, infinite or negative sizes). */
typedef lk_size (*lk_measure_fn)(void *context, lk_size proposed, lk_bytes props, lk_status *status);

/** Measures `count` items in one call. Optional (NULL: the host calls `measure`
 *  once per item).
 *
 *  - `requests`: `count` requests, borrowed.
 *  - `sizes`: the host's array of `count` sizes; write one size per request.
 *  - `failed_index`: the host sets it to `count`; on failure set it to the
 *    index of the item that failed, when there is one.
 *
 *  Returns `LK_STATUS_OK` when every size is written, or the status of the
 *  first failure. Every size follows the rules of `measure`. The host passes
 *  at most 1024 items per call; it measures a longer batch in consecutive
 *  calls, in order. */
typedef lk_status (*lk_measure_batch_fn)(void *context, const lk_measure_request *requests, size_t count,
                                         lk_size *sizes, size_t *failed_index);

/** Renders one item of `size` into `list` (see `lk_display_list`). Required.
 *  Returns `LK_STATUS_OK`, `LK_STATUS_BUFFER_TOO_SMALL` (the host grows the
 *  buffers and calls again with the same arguments) or a failure. */
typedef lk_status (*lk_render_fn)(void *context, lk_size size, lk_bytes props, lk_display_list *list);

/** A lifecycle callback for one item: `item_id` is the item's id in its
 *  section (UTF-8, borrowed), `props` its props. Returns `LK_STATUS_OK` or a
 *  failure (which the host reports but does not retry). */
typedef lk_status (*lk_lifecycle_fn)(void *context, lk_bytes item_id, lk_bytes props);

/** A visibility event of an item: one of the `LK_VISIBILITY_*` values. */
typedef uint32_t lk_visibility_event;

/** The item's visible ratio rose to at least `value`, a threshold. */
#define LK_VISIBILITY_THRESHOLD_UP ((lk_visibility_event)1)
/** The item's visible ratio fell below `value`, a threshold. */
#define LK_VISIBILITY_THRESHOLD_DOWN ((lk_visibility_event)2)
/** The item became focused (it covers at least half of the viewport, or is
 *  entirely visible when smaller than half of it). */
#define LK_VISIBILITY_FOCUS ((lk_visibility_event)3)
/** The item stopped being focused. */
#define LK_VISIBILITY_UNFOCUS ((lk_visibility_event)4)
/** Each of the item's four edges has been inside the viewport during this display. */
#define LK_VISIBILITY_FULL_IMPRESSION ((lk_visibility_event)5)
/** The item stayed visible at or above the ratio `value` for `duration_ms`
 *  milliseconds (once per display and rule). */
#define LK_VISIBILITY_DWELL ((lk_visibility_event)6)
/** The item entered the prefetch zone ahead of the scroll: it may be
 *  displayed soon (UIKit's `prefetchItemsAt`). Sent only when the host turns
 *  prefetching on. */
#define LK_VISIBILITY_PREFETCH ((lk_visibility_event)7)
/** The item left the prefetch zone without being displayed, or was removed
 *  (UIKit's `cancelPrefetchingForItemsAt`). */
#define LK_VISIBILITY_CANCEL_PREFETCH ((lk_visibility_event)8)

/** A visibility callback for one item: `item_id` and `props` as for
 *  `lk_lifecycle_fn`; `event` one of `LK_VISIBILITY_*`; `value` the threshold
 *  or the dwell ratio (0 otherwise); `duration_ms` the dwell rule's duration
 *  (0 otherwise). Which events an item gets is the host's visibility policy.
 *  Returns `LK_STATUS_OK` or a failure (reported, not retried). */
typedef lk_status (*lk_visibility_fn)(void *context, lk_bytes item_id, lk_bytes props, lk_visibility_event event,
                                      double value, double duration_ms);

/** The traits an item has for VoiceOver: `LK_TRAIT_*` bits, UIKit's
 *  `UIAccessibilityTraits` by the same names. */
typedef uint32_t lk_traits;

/** Activating it does something. */
#define LK_TRAIT_BUTTON ((lk_traits)1u << 0)
/** Activating it goes somewhere. */
#define LK_TRAIT_LINK ((lk_traits)1u << 1)
/** An image. */
#define LK_TRAIT_IMAGE ((lk_traits)1u << 2)
/** Currently selected. */
#define LK_TRAIT_SELECTED ((lk_traits)1u << 3)
/** A header that divides content into sections. */
#define LK_TRAIT_HEADER ((lk_traits)1u << 4)
/** Text that does not change. */
#define LK_TRAIT_STATIC_TEXT ((lk_traits)1u << 5)
/** Its value is adjusted by swiping up and down. */
#define LK_TRAIT_ADJUSTABLE ((lk_traits)1u << 6)
/** Not enabled. */
#define LK_TRAIT_NOT_ENABLED ((lk_traits)1u << 7)
/** A search field. */
#define LK_TRAIT_SEARCH_FIELD ((lk_traits)1u << 8)
/** Sums up the screen. */
#define LK_TRAIT_SUMMARY_ELEMENT ((lk_traits)1u << 9)
/** Its label or value changes often. */
#define LK_TRAIT_UPDATES_FREQUENTLY ((lk_traits)1u << 10)

/** An item is one element (the default). */
#define LK_ACCESSIBILITY_ELEMENT 0u
/** An item is not read (decoration). */
#define LK_ACCESSIBILITY_HIDDEN 1u

/** What VoiceOver reads for an item, written by a kind's `accessibility`
 *  function (see `lk_accessibility_fn`). The host zeroes it and sets
 *  `struct_size` before the call; every field left as it is keeps ListKit's
 *  default. Strings are UTF-8, NUL-terminated, without control characters,
 *  at most 1024 bytes, owned by the plugin, and read by the host before the
 *  plugin's next call (static strings, or a buffer of the kind's). */
typedef struct lk_accessibility {
    /** Set by the host: `sizeof(lk_accessibility)` as it knows it. Write no
     *  field past it. */
    uint32_t struct_size;
    /** `LK_TRAIT_*` bits added to ListKit's defaults. */
    lk_traits traits;
    /** What the item is, read first: short, without its type (`Play`, not
     *  `Play button`); NULL: the texts the item draws, in reading order. */
    const char *label;
    /** Its current value, or NULL for none. */
    const char *value;
    /** What activating it does, or NULL for none. */
    const char *hint;
    /** `LK_ACCESSIBILITY_ELEMENT` or `LK_ACCESSIBILITY_HIDDEN`. */
    uint32_t behavior;
    /** How many names `actions` holds: at most 32. */
    uint32_t action_count;
    /** Where it is read among its siblings: higher first; finite. */
    double sort_priority;
    /** `action_count` custom action names offered in VoiceOver's Actions
     *  rotor (not empty). Activating one is reported by the host; a plugin
     *  that must act on it does so from its data. */
    const char *const *actions;
} lk_accessibility;

/** Describes an item for VoiceOver into `out` (see `lk_accessibility`).
 *  Optional. Returns `LK_STATUS_OK` or a failure (the host then reads the
 *  item with ListKit's defaults and reports the failure). */
typedef lk_status (*lk_accessibility_fn)(void *context, lk_bytes props, lk_accessibility *out);

/** One kind of component a plugin provides. May grow: check `struct_size`. */
typedef struct lk_component_kind {
    /** `sizeof(lk_component_kind)`: the host refuses anything smaller than
     *  the first release's size (up to and including `did_end_display`). */
    uint32_t struct_size;
    /** Reserved for flags; set to 0. */
    uint32_t flags;
    /** The kind's id, unique across every plugin a host loads: reverse-DNS,
     *  two or more dot-separated labels of ASCII letters, digits, `-` and `_`
     *  (`com.example.badge`), at most 255 bytes. Layout documents name it. */
    const char *kind_id;
    /** Anything the plugin wants back: passed as the first argument of every
     *  function below. May be NULL. */
    void *context;
    /** Required: see `lk_measure_fn`. */
    lk_measure_fn measure;
    /** Optional (may be NULL): see `lk_measure_batch_fn`. */
    lk_measure_batch_fn measure_batch;
    /** Required: see `lk_render_fn`. */
    lk_render_fn render;
    /** Optional (may be NULL): called when an item of this kind becomes
     *  visible in the viewport. */
    lk_lifecycle_fn will_display;
    /** Optional (may be NULL): called when an item of this kind stops being
     *  visible. */
    lk_lifecycle_fn did_end_display;
    /** Optional (may be NULL): see `lk_visibility_fn`. Added after the first
     *  release of ABI 1: a kind built with the earlier header has a smaller
     *  `struct_size`, and the host reads it as having no `visibility_changed`. */
    lk_visibility_fn visibility_changed;
    /** Optional (may be NULL): the props the kind takes, as JSON text, so
     *  that a host checks a document's props before they reach the plugin,
     *  as it checks a built-in kind's. An object whose keys are the props and
     *  whose values are their types: a type name (`"string"`, `"number"`,
     *  `"bool"`, `"color"`, `"any"`) or an object with a `type` and, for a
     *  number, an inclusive `minimum` and `maximum`:
     *  `{"text": "string", "count": {"type": "number", "minimum": 0}}`.
     *  At most 65536 bytes. NULL: any props, unchecked. Added after
     *  `visibility_changed`: a kind built with an earlier header has a smaller
     *  `struct_size`, and the host reads it as declaring no props. */
    const char *props_declaration;
    /** Optional (may be NULL): see `lk_accessibility_fn`. Added after
     *  `props_declaration`: a kind built with an earlier header has a smaller
     *  `struct_size`, and the host reads it as giving ListKit's defaults. */
    lk_accessibility_fn accessibility;
} lk_component_kind;

/* ------------------------------------------------------------------------ */
/* Host services                                                             */
/* ------------------------------------------------------------------------ */

/** The level of a log message: one of the `LK_LOG_*` values. */
typedef int32_t lk_log_level;

/** Detail for the plugin's author. */
#define LK_LOG_DEBUG ((lk_log_level)0)
/** Something worth knowing. */
#define LK_LOG_INFO ((lk_log_level)1)
/** Something looks wrong but the call goes on. */
#define LK_LOG_WARNING ((lk_log_level)2)
/** Why a call fails; the host adds the last error logged during a call to
 *  the error it reports for that call. */
#define LK_LOG_ERROR ((lk_log_level)3)

/** What the host offers a plugin, passed to the entry point. The table and its
 *  functions stay valid for the life of the process; keep the pointer. May
 *  grow: check `struct_size` before using a field added after version 1. */
typedef struct lk_host_services {
    /** `sizeof(lk_host_services)` as the host knows it. */
    uint32_t struct_size;
    /** The host's `LK_PLUGIN_ABI_VERSION`. */
    uint32_t abi_version;
    /** The host's own data; pass the table itself to the functions below. */
    void *host_context;
    /** Logs `length` bytes of UTF-8 `message` at `level` (an `LK_LOG_*`
     *  value). Never NULL. Callable from any thread, at any time. */
    void (*log)(const struct lk_host_services *host, lk_log_level level, const char *message, size_t length);
    /** Tells the host that every item of `kind_id` (NUL-terminated) must be
     *  measured and rendered again, for instance because data the plugin
     *  fetched has arrived. Never NULL. Callable from any thread, at any time;
     *  it returns at once and never calls back into the plugin. */
    void (*invalidate)(const struct lk_host_services *host, const char *kind_id);
} lk_host_services;

/* ------------------------------------------------------------------------ */
/* The plugin descriptor and the entry point                                 */
/* ------------------------------------------------------------------------ */

/** What the entry point returns. May grow: the host reads `abi_version` first,
 *  then `struct_size`, and only then anything else. */
typedef struct lk_plugin_descriptor {
    /** `LK_PLUGIN_ABI_VERSION`. Always the first field, in every version. */
    uint32_t abi_version;
    /** `sizeof(lk_plugin_descriptor)`: the host refuses anything smaller than
     *  version 1's size. */
    uint32_t struct_size;
    /** The plugin's name, such as "Badge": non-empty, at most 255 bytes. */
    const char *name;
    /** The plugin's version, such as "1.2.0": non-empty, at most 63 bytes. */
    const char *version;
    /** The number of kinds in `kinds`: 1 to 1024. */
    size_t kind_count;
    /** `kind_count` pointers to kinds, none NULL. An array of pointers (not of
     *  structs) so that `lk_component_kind` can grow. */
    const lk_component_kind *const *kinds;
} lk_plugin_descriptor;

/** The signature of the entry point, exported as `listkit_plugin_entry`:
 *
 *      LK_PLUGIN_EXPORT const lk_plugin_descriptor *listkit_plugin_entry(const lk_host_services *host);
 *
 *  Returns the descriptor (which must stay valid and unchanged for the life of
 *  the process), or NULL to refuse to load. The host reads the descriptor and
 *  the kind table once, right after the call. The entry point may be called
 *  more than once (to inspect the plugin, then to load it); it must return an
 *  equivalent descriptor each time, and may keep the latest `host`. */
typedef const lk_plugin_descriptor *(*lk_plugin_entry_fn)(const lk_host_services *host);


/* ------------------------------------------------------------------------ */
/* WebAssembly                                                               */
/* ------------------------------------------------------------------------ */

/*
 * Built for wasm32 (`__wasm__`), a plugin is a WebAssembly module with the
 * same descriptor, kinds and functions as above, laid out as wasm32 C lays
 * them out (pointers and `size_t` are 4 bytes; a function pointer is an index
 * into the module's function table). This section adds what the module
 * needs to talk to its host, and the host checks each of them:
 *
 * - Exports: `memory` (the linear memory); `listkit_plugin_entry` (the entry
 *   point); `listkit_host_services` (the address of the services table in
 *   the module's memory, which the host passes to the entry point);
 *   `listkit_alloc` (room for the host's arguments, see below); and one
 *   trampoline per function type, `listkit_measure`, `listkit_measure_batch`,
 *   `listkit_render`, `listkit_lifecycle` (will_display and did_end_display),
 *   `listkit_visibility` and `listkit_accessibility`: each calls the kind's function pointer it is
 *   given, with the arguments the host wrote in memory. A struct argument
 *   passed by value in C is passed by address to a trampoline.
 * - Imports, module "listkit": `log(level, message, length)` and
 *   `invalidate(kind_id)`, which the services table's functions call.
 * - Memory. The host never writes the module's memory except inside blocks
 *   `listkit_alloc` returned. It asks for a block when it loads the plugin
 *   and for a larger one when a call needs more room (a long batch, a large
 *   display list), never frees one, and writes every argument of a call
 *   (props, item ids, requests, display list buffers) in its latest block.
 *   Everything the plugin returns lives in its own memory, as for a `.so`.
 *
 * The definitions are weak, so a plugin of several C files may include this
 * header in each; a plugin with an allocator of its own may define
 * `listkit_alloc` itself.
 */
#if defined(__wasm__)

/** The host's `log` import: what `lk_host_services.log` calls. */
__attribute__((import_module("listkit"), import_name("log")))
void lk_wasm_import_log(lk_log_level level, const char *message, size_t length);

/** The host's `invalidate` import: what `lk_host_services.invalidate` calls. */
__attribute__((import_module("listkit"), import_name("invalidate")))
void lk_wasm_import_invalidate(const char *kind_id);

/** `lk_host_services.log` in a WebAssembly plugin: the `log` import. */
__attribute__((weak)) void lk_wasm_log(const lk_host_services *host, lk_log_level level, const char *message,
                                       size_t length) {
    (void)host;
    lk_wasm_import_log(level, message, length);
}

/** `lk_host_services.invalidate` in a WebAssembly plugin: the `invalidate` import. */
__attribute__((weak)) void lk_wasm_invalidate(const lk_host_services *host, const char *kind_id) {
    (void)host;
    lk_wasm_import_invalidate(kind_id);
}

/** The services table of a WebAssembly plugin, in its own memory. */
__attribute__((weak)) lk_host_services lk_wasm_host_services = {
    sizeof(lk_host_services), LK_PLUGIN_ABI_VERSION, NULL, lk_wasm_log, lk_wasm_invalidate
};

/** Exported as `listkit_host_services`: the table's address, which the host
 *  passes to the entry point. */
__attribute__((weak, export_name("listkit_host_services")))
const lk_host_services *lk_wasm_services(void) {
    return &lk_wasm_host_services;
}

/** Exported as `listkit_alloc`: `size` bytes of fresh memory (whole 64 KiB
 *  pages grown for the host), or 0 when the memory cannot grow. */
__attribute__((weak, export_name("listkit_alloc")))
void *lk_wasm_alloc(size_t size) {
    if (size == 0 || size > 0x7fff0000u) return 0;
    size_t pages = (size + 0xffffu) >> 16;
    long first = __builtin_wasm_memory_grow(0, pages);
    return first < 0 ? 0 : (void *)((size_t)first << 16);
}

/** Exported as `listkit_measure`: `*result = measure(context, *proposed, *props, status)`. */
__attribute__((weak, export_name("listkit_measure")))
void lk_wasm_measure(lk_measure_fn measure, void *context, const lk_size *proposed, const lk_bytes *props,
                     lk_status *status, lk_size *result) {
    *result = measure(context, *proposed, *props, status);
}

/** Exported as `listkit_measure_batch`: calls `measure_batch`. */
__attribute__((weak, export_name("listkit_measure_batch")))
lk_status lk_wasm_measure_batch(lk_measure_batch_fn measure_batch, void *context, const lk_measure_request *requests,
                                size_t count, lk_size *sizes, size_t *failed_index) {
    return measure_batch(context, requests, count, sizes, failed_index);
}

/** Exported as `listkit_render`: calls `render` with `*size` and `*props`. */
__attribute__((weak, export_name("listkit_render")))
lk_status lk_wasm_render(lk_render_fn render, void *context, const lk_size *size, const lk_bytes *props,
                         lk_display_list *list) {
    return render(context, *size, *props, list);
}

/** Exported as `listkit_lifecycle`: calls `will_display` or `did_end_display`. */
__attribute__((weak, export_name("listkit_lifecycle")))
lk_status lk_wasm_lifecycle(lk_lifecycle_fn callback, void *context, const lk_bytes *item_id, const lk_bytes *props) {
    return callback(context, *item_id, *props);
}

/** Exported as `listkit_visibility`: calls `visibility_changed`. */
__attribute__((weak, export_name("listkit_visibility")))
lk_status lk_wasm_visibility(lk_visibility_fn visibility_changed, void *context, const lk_bytes *item_id,
                             const lk_bytes *props, lk_visibility_event event, double value, double duration_ms) {
    return visibility_changed(context, *item_id, *props, event, value, duration_ms);
}

/** Exported as `listkit_accessibility`: calls `accessibility`. */
__attribute__((weak, export_name("listkit_accessibility")))
lk_status lk_wasm_accessibility(lk_accessibility_fn accessibility, void *context, const lk_bytes *props,
                                lk_accessibility *out) {
    return accessibility(context, *props, out);
}

/** The entry point, exported under its ABI name. */
__attribute__((export_name(LK_PLUGIN_ENTRY_SYMBOL)))
const lk_plugin_descriptor *listkit_plugin_entry(const lk_host_services *host);

#endif /* __wasm__ */

#ifdef __cplusplus
}
#endif

#endif /* LISTKIT_PLUGIN_H */
