/*
 * Badge: a ListKit component plugin in plain C.
 *
 * One kind, com.listkit.badge: a red pill with white text, such as an unread
 * count. Props: {"text": "NEW"} or {"count": 3} (shown as "99+" above 99).
 *
 * Build with the C compiler alone (no Swift, no SwiftPM):
 *
 *     cc -shared -fPIC -O2 -I Modules/ListKitPluginABI/include \
 *        -o Plugins/build/libBadge.so Plugins/Badge/badge.c
 */
#include <listkit_plugin.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    BADGE_HEIGHT = 20,       /* points */
    BADGE_PADDING = 6,       /* points on each side of the text */
    BADGE_GLYPH_WIDTH = 7,   /* an estimate per character at 12 pt */
    BADGE_TEXT_MAX = 64      /* bytes of badge text kept */
};
static const double badge_font_size = 12;

/* The host's services, kept from the entry point for logging. */
static const lk_host_services *badge_host;

/* Logs a message through the host, if it gave us a table. */
static void badge_log(lk_log_level level, const char *message) {
    if (badge_host != NULL) {
        badge_host->log(badge_host, level, message, strlen(message));
    }
}

/* Skips JSON white space (space, tab, line feed, carriage return). */
static const char *badge_skip_space(const char *at) {
    while (*at == ' ' || *at == '\t' || *at == '\n' || *at == '\r') at++;
    return at;
}

/*
 * The value after a quoted key that starts at `key` (its opening quote) and
 * is `key_length` bytes long with its quotes: a pointer to the value's first
 * character when a colon follows the key, NULL otherwise (or when `key` is
 * NULL). Deliberately small, which is enough for the flat props this kind
 * takes.
 */
static const char *badge_value_after(const char *key, size_t key_length) {
    if (key == NULL) return NULL;
    const char *at = badge_skip_space(key + key_length);
    if (*at != ':') return NULL;
    return badge_skip_space(at + 1);
}

/*
 * Finds the values of "text" and "count" in one pass over the props: each is
 * the value after the key's first occurrence (the quoted key anywhere in the
 * props, as strstr would find it), or NULL. measure runs for every item, so
 * the props are read once, stopping as soon as a text value is found (it
 * wins over a count). The host guarantees a NUL byte after the props, so the
 * scan stops there at the latest.
 */
static void badge_find_values(lk_bytes props, const char **text_value, const char **count_value) {
    const char *text_key = NULL, *count_key = NULL;
    *text_value = NULL;
    *count_value = NULL;
    for (const char *at = (const char *)props.data; *at != '\0'; at++) {
        if (*at != '"') continue;
        if (text_key == NULL && at[1] == 't' && at[2] == 'e' && at[3] == 'x' && at[4] == 't' && at[5] == '"') {
            text_key = at;
            *text_value = badge_value_after(text_key, 6);
            if (*text_value != NULL || count_key != NULL) break;
        } else if (count_key == NULL && at[1] == 'c' && at[2] == 'o' && at[3] == 'u' && at[4] == 'n' && at[5] == 't'
                   && at[6] == '"') {
            count_key = at;
            if (text_key != NULL) break;
        }
    }
    if (*text_value == NULL) *count_value = badge_value_after(count_key, 7);
}

/*
 * Reads the badge's text from the props into `text` (NUL-terminated).
 * Returns LK_STATUS_OK or LK_STATUS_INVALID_PROPS (after logging why).
 */
static lk_status badge_text(lk_bytes props, char text[BADGE_TEXT_MAX]) {
    const char *value, *count_value;
    badge_find_values(props, &value, &count_value);
    if (value != NULL) {
        if (*value != '"') {
            badge_log(LK_LOG_ERROR, "\"text\" must be a string");
            return LK_STATUS_INVALID_PROPS;
        }
        size_t length = 0;
        for (value++; *value != '\0' && *value != '"'; value++) {
            char c = *value;
            if (c == '\\') {          /* keep escaped quotes and backslashes, drop others */
                value++;
                if (*value == '\0') break;
                c = (*value == '"' || *value == '\\' || *value == '/') ? *value : ' ';
            }
            if (length + 1 < BADGE_TEXT_MAX) text[length++] = c;
        }
        if (*value != '"') {
            badge_log(LK_LOG_ERROR, "\"text\" is not a terminated string");
            return LK_STATUS_INVALID_PROPS;
        }
        text[length] = '\0';
        return LK_STATUS_OK;
    }
    value = count_value;
    if (value != NULL) {
        char *end = NULL;
        long count = strtol(value, &end, 10);
        if (end == value || count < 0) {
            badge_log(LK_LOG_ERROR, "\"count\" must be a non-negative integer");
            return LK_STATUS_INVALID_PROPS;
        }
        if (count > 99) {
            memcpy(text, "99+", 4);
        } else {              /* one or two digits, without printf's cost */
            size_t length = 0;
            if (count > 9) text[length++] = (char)('0' + count / 10);
            text[length++] = (char)('0' + count % 10);
            text[length] = '\0';
        }
        return LK_STATUS_OK;
    }
    badge_log(LK_LOG_ERROR, "props need \"text\" (a string) or \"count\" (an integer)");
    return LK_STATUS_INVALID_PROPS;
}

/* The number of characters (UTF-8 code points) in `text`. */
static size_t badge_characters(const char *text) {
    size_t count = 0;
    for (; *text != '\0'; text++) {
        if (((unsigned char)*text & 0xc0) != 0x80) count++;
    }
    return count;
}

/* A pill wide enough for the text, never narrower than it is tall. */
static lk_size badge_size_for(const char *text) {
    double width = BADGE_PADDING * 2 + BADGE_GLYPH_WIDTH * (double)badge_characters(text);
    lk_size size = { width < BADGE_HEIGHT ? BADGE_HEIGHT : width, BADGE_HEIGHT };
    return size;
}

static lk_size badge_measure(void *context, lk_size proposed, lk_bytes props, lk_status *status) {
    (void)context;
    (void)proposed;           /* a badge is as wide as its text, whatever is offered */
    char text[BADGE_TEXT_MAX];
    lk_size none = { 0, 0 };
    *status = badge_text(props, text);
    return *status == LK_STATUS_OK ? badge_size_for(text) : none;
}

static lk_status badge_measure_batch(void *context, const lk_measure_request *requests, size_t count,
                                     lk_size *sizes, size_t *failed_index) {
    for (size_t i = 0; i < count; i++) {
        lk_status status = LK_STATUS_OK;
        sizes[i] = badge_measure(context, requests[i].proposed, requests[i].props, &status);
        if (status != LK_STATUS_OK) {
            *failed_index = i;
            return status;
        }
    }
    return LK_STATUS_OK;
}

static lk_status badge_render(void *context, lk_size size, lk_bytes props, lk_display_list *list) {
    (void)context;
    char text[BADGE_TEXT_MAX];
    lk_status status = badge_text(props, text);
    if (status != LK_STATUS_OK) return status;
    lk_rect pill = { 0, 0, size.width, size.height };
    lk_rect label = { BADGE_PADDING, (size.height - badge_font_size) / 2,
                      size.width > 2 * BADGE_PADDING ? size.width - 2 * BADGE_PADDING : 0, badge_font_size };
    lk_push_fill_rect(list, pill, LK_RGBA(0xe5, 0x39, 0x35, 0xff));
    lk_push_text(list, label, text, strlen(text), badge_font_size, LK_RGBA(0xff, 0xff, 0xff, 0xff));
    return lk_display_list_status(list);
}

/* Logs "<event> <item id>" at info level: the host shows when badges come and go. */
static lk_status badge_log_lifecycle(const char *event, lk_bytes item_id) {
    char line[160];
    int id_length = item_id.length > 128 ? 128 : (int)item_id.length;
    snprintf(line, sizeof line, "%s %.*s", event, id_length, (const char *)item_id.data);
    badge_log(LK_LOG_INFO, line);
    return LK_STATUS_OK;
}

static lk_status badge_will_display(void *context, lk_bytes item_id, lk_bytes props) {
    (void)context;
    (void)props;
    return badge_log_lifecycle("willDisplay", item_id);
}

static lk_status badge_did_end_display(void *context, lk_bytes item_id, lk_bytes props) {
    (void)context;
    (void)props;
    return badge_log_lifecycle("didEndDisplay", item_id);
}

/* Logs "<event> [<value>] [<duration>ms] <item id>" at info level for each visibility event. */
static lk_status badge_visibility_changed(void *context, lk_bytes item_id, lk_bytes props,
                                          lk_visibility_event event, double value, double duration_ms) {
    (void)context;
    (void)props;
    char line[200];
    int id_length = item_id.length > 128 ? 128 : (int)item_id.length;
    const char *id = (const char *)item_id.data;
    switch (event) {
    case LK_VISIBILITY_THRESHOLD_UP:
        snprintf(line, sizeof line, "thresholdUp %g %.*s", value, id_length, id);
        break;
    case LK_VISIBILITY_THRESHOLD_DOWN:
        snprintf(line, sizeof line, "thresholdDown %g %.*s", value, id_length, id);
        break;
    case LK_VISIBILITY_FOCUS:
        snprintf(line, sizeof line, "didFocus %.*s", id_length, id);
        break;
    case LK_VISIBILITY_UNFOCUS:
        snprintf(line, sizeof line, "didUnfocus %.*s", id_length, id);
        break;
    case LK_VISIBILITY_FULL_IMPRESSION:
        snprintf(line, sizeof line, "fullImpression %.*s", id_length, id);
        break;
    case LK_VISIBILITY_DWELL:
        snprintf(line, sizeof line, "dwell %g %gms %.*s", value, duration_ms, id_length, id);
        break;
    case LK_VISIBILITY_PREFETCH:
        snprintf(line, sizeof line, "prefetch %.*s", id_length, id);
        break;
    case LK_VISIBILITY_CANCEL_PREFETCH:
        snprintf(line, sizeof line, "cancelPrefetch %.*s", id_length, id);
        break;
    default:
        snprintf(line, sizeof line, "visibility event %u %.*s", (unsigned)event, id_length, id);
        break;
    }
    badge_log(LK_LOG_INFO, line);
    return LK_STATUS_OK;
}

static const lk_component_kind badge_kind = {
    .struct_size = sizeof(lk_component_kind),
    .kind_id = "com.listkit.badge",
    .measure = badge_measure,
    .measure_batch = badge_measure_batch,
    .render = badge_render,
    .will_display = badge_will_display,
    .did_end_display = badge_did_end_display,
    .visibility_changed = badge_visibility_changed,
    /* The host checks a document's props against this before they get here:
     * an unknown key or a text that is not a string is refused at its JSON
     * path. (That a count is an integer is still the plugin's to check.) */
    .props_declaration = "{\"text\": \"string\", \"count\": {\"type\": \"number\", \"minimum\": 0}}",
};

static const lk_component_kind *const badge_kinds[] = { &badge_kind };

static const lk_plugin_descriptor badge_descriptor = {
    .abi_version = LK_PLUGIN_ABI_VERSION,
    .struct_size = sizeof(lk_plugin_descriptor),
    .name = "Badge",
    .version = "1.0.0",
    .kind_count = sizeof badge_kinds / sizeof badge_kinds[0],
    .kinds = badge_kinds,
};

LK_PLUGIN_EXPORT const lk_plugin_descriptor *listkit_plugin_entry(const lk_host_services *host) {
    badge_host = host;
    return &badge_descriptor;
}
