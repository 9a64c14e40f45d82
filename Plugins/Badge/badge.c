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
 *
 * The same file builds to a WebAssembly plugin. It uses no C library (no
 * strlen, strtol or snprintf: the small helpers below), so that clang needs
 * none for wasm32:
 *
 *     clang --target=wasm32-unknown-unknown -nostdlib -O2 -Wl,--no-entry \
 *        -I Modules/ListKitPluginABI/include -o Plugins/build/Badge.wasm Plugins/Badge/badge.c
 */
#include <listkit_plugin.h>

enum {
    BADGE_HEIGHT = 20,       /* points */
    BADGE_PADDING = 6,       /* points on each side of the text */
    BADGE_GLYPH_WIDTH = 7,   /* an estimate per character at 12 pt */
    BADGE_TEXT_MAX = 64      /* bytes of badge text kept */
};
static const double badge_font_size = 12;

/* The length of a NUL-terminated string (strlen, without the C library). */
static size_t badge_length(const char *text) {
    size_t length = 0;
    while (text[length] != '\0') length++;
    return length;
}

/* A line being written into a fixed buffer: never past `end`, which leaves
 * room for the NUL that `badge_line_end` writes. */
typedef struct badge_line {
    char *at;
    char *end;
} badge_line;

/* Appends `length` bytes of `text`, or what fits of them. */
static void badge_put(badge_line *line, const char *text, size_t length) {
    for (size_t i = 0; i < length && line->at < line->end; i++) *line->at++ = text[i];
}

/* Appends a NUL-terminated string. */
static void badge_put_text(badge_line *line, const char *text) {
    badge_put(line, text, badge_length(text));
}

/* Appends the decimal digits of `value`. */
static void badge_put_unsigned(badge_line *line, uint64_t value) {
    char digits[20];
    size_t count = 0;
    do {
        digits[count++] = (char)('0' + value % 10);
        value /= 10;
    } while (value > 0);
    while (count > 0) badge_put(line, &digits[--count], 1);
}

/* 10^0 … 10^22: the powers of ten a double holds exactly. */
static const double badge_powers[] = {
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
};

/*
 * Appends `value` as printf's "%g" writes it: six significant digits,
 * trailing zeros dropped, in exponent form ("1e+07") when the decimal
 * exponent is below -4 or at least 6. Exact for exponents from -16 to 22,
 * which covers every threshold, ratio and duration the host sends; beyond,
 * the digits are approximate.
 */
static void badge_put_number(badge_line *line, double value) {
    if (value != value) { badge_put_text(line, "nan"); return; }
    if (value < 0) { badge_put(line, "-", 1); value = -value; }
    if (value > 1.7976931348623157e308) { badge_put_text(line, "inf"); return; }
    if (value == 0) { badge_put(line, "0", 1); return; }
    /* The decimal exponent: 10^exponent <= value < 10^(exponent + 1). */
    int exponent = 0;
    double scaled = value;
    while (scaled >= 10) { scaled /= 10; exponent++; }
    while (scaled < 1) { scaled *= 10; exponent--; }
    uint64_t digits = 0;
    for (int pass = 0; pass < 2; pass++) {
        /* The six significant digits, rounded: value × 10^(5 − exponent),
         * one correctly rounded operation when the power is exact. */
        int shift = 5 - exponent;
        double product;
        if (shift >= 0 && shift <= 22) product = value * badge_powers[shift];
        else if (shift < 0 && -shift <= 22) product = value / badge_powers[-shift];
        else product = scaled * 1e5;
        digits = (uint64_t)(product + 0.5);
        if (digits < 1000000) break;
        exponent++;             /* rounding carried into a seventh digit (999999.5) */
    }
    char text[6];
    for (int i = 5; i >= 0; i--) { text[i] = (char)('0' + digits % 10); digits /= 10; }
    int kept = 6;
    while (kept > 1 && text[kept - 1] == '0') kept--;
    if (exponent >= -4 && exponent < 6) {
        if (exponent >= 0) {
            int whole = exponent + 1;
            badge_put(line, text, (size_t)(whole < kept ? whole : kept));
            for (int i = kept; i < whole; i++) badge_put(line, "0", 1);
            if (kept > whole) {
                badge_put(line, ".", 1);
                badge_put(line, text + whole, (size_t)(kept - whole));
            }
        } else {
            badge_put(line, "0.", 2);
            for (int i = 0; i < -exponent - 1; i++) badge_put(line, "0", 1);
            badge_put(line, text, (size_t)kept);
        }
        return;
    }
    badge_put(line, text, 1);
    if (kept > 1) {
        badge_put(line, ".", 1);
        badge_put(line, text + 1, (size_t)(kept - 1));
    }
    badge_put(line, exponent < 0 ? "e-" : "e+", 2);
    unsigned magnitude = (unsigned)(exponent < 0 ? -exponent : exponent);
    if (magnitude < 10) badge_put(line, "0", 1);
    badge_put_unsigned(line, magnitude);
}

/* Ends the line with its NUL. */
static void badge_line_end(badge_line *line) {
    *line->at = '\0';
}

/* Appends an item id, at most 128 bytes of it. */
static void badge_put_id(badge_line *line, lk_bytes item_id) {
    badge_put(line, (const char *)item_id.data, item_id.length > 128 ? 128 : item_id.length);
}

/* The host's services, kept from the entry point for logging. */
static const lk_host_services *badge_host;

/* Logs a message through the host, if it gave us a table. */
static void badge_log(lk_log_level level, const char *message) {
    if (badge_host != NULL) {
        badge_host->log(badge_host, level, message, badge_length(message));
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
        /* A non-negative decimal integer, as strtol reads one (optional
         * sign, digits); large counts saturate, as they show as "99+". */
        const char *at = value;
        int negative = *at == '-';
        if (*at == '-' || *at == '+') at++;
        long count = 0;
        const char *digits = at;
        for (; *at >= '0' && *at <= '9'; at++) {
            if (count < 1000) count = count * 10 + (*at - '0');
        }
        if (at == digits || (negative && count > 0)) {
            badge_log(LK_LOG_ERROR, "\"count\" must be a non-negative integer");
            return LK_STATUS_INVALID_PROPS;
        }
        if (count > 99) {
            __builtin_memcpy(text, "99+", 4);
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
    lk_push_text(list, label, text, badge_length(text), badge_font_size, LK_RGBA(0xff, 0xff, 0xff, 0xff));
    return lk_display_list_status(list);
}

/* Logs "<event> <item id>" at info level: the host shows when badges come and go. */
static lk_status badge_log_lifecycle(const char *event, lk_bytes item_id) {
    char text[160];
    badge_line line = { text, text + sizeof text - 1 };
    badge_put_text(&line, event);
    badge_put(&line, " ", 1);
    badge_put_id(&line, item_id);
    badge_line_end(&line);
    badge_log(LK_LOG_INFO, text);
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
    char text[200];
    badge_line line = { text, text + sizeof text - 1 };
    switch (event) {
    case LK_VISIBILITY_THRESHOLD_UP:
        badge_put_text(&line, "thresholdUp ");
        badge_put_number(&line, value);
        badge_put(&line, " ", 1);
        break;
    case LK_VISIBILITY_THRESHOLD_DOWN:
        badge_put_text(&line, "thresholdDown ");
        badge_put_number(&line, value);
        badge_put(&line, " ", 1);
        break;
    case LK_VISIBILITY_FOCUS:
        badge_put_text(&line, "didFocus ");
        break;
    case LK_VISIBILITY_UNFOCUS:
        badge_put_text(&line, "didUnfocus ");
        break;
    case LK_VISIBILITY_FULL_IMPRESSION:
        badge_put_text(&line, "fullImpression ");
        break;
    case LK_VISIBILITY_DWELL:
        badge_put_text(&line, "dwell ");
        badge_put_number(&line, value);
        badge_put(&line, " ", 1);
        badge_put_number(&line, duration_ms);
        badge_put_text(&line, "ms ");
        break;
    case LK_VISIBILITY_PREFETCH:
        badge_put_text(&line, "prefetch ");
        break;
    case LK_VISIBILITY_CANCEL_PREFETCH:
        badge_put_text(&line, "cancelPrefetch ");
        break;
    default:
        badge_put_text(&line, "visibility event ");
        badge_put_unsigned(&line, event);
        badge_put(&line, " ", 1);
        break;
    }
    badge_put_id(&line, item_id);
    badge_line_end(&line);
    badge_log(LK_LOG_INFO, text);
    return LK_STATUS_OK;
}

/* What VoiceOver reads: a text badge its text, static; a count badge "3 new"
 * ("99+ new" past 99). The label lives in a buffer of the plugin's until
 * its next call, as the ABI asks. */
static char badge_spoken[BADGE_TEXT_MAX + 8];

static lk_status badge_accessibility(void *context, lk_bytes props, lk_accessibility *out) {
    (void)context;
    char text[BADGE_TEXT_MAX];
    lk_status status = badge_text(props, text);
    if (status != LK_STATUS_OK) return status;
    const char *value, *count_value;
    badge_find_values(props, &value, &count_value);
    size_t length = badge_length(text);
    __builtin_memcpy(badge_spoken, text, length);
    if (value == NULL) {
        __builtin_memcpy(badge_spoken + length, " new", 5);
    } else {
        badge_spoken[length] = '\0';
    }
    out->label = badge_spoken;
    out->traits = LK_TRAIT_STATIC_TEXT;
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
    .accessibility = badge_accessibility,
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
