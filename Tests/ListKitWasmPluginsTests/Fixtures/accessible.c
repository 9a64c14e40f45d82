/*
 * Kinds that describe their items for VoiceOver (lk_component_kind.accessibility),
 * built both as a .so and as a .wasm (no C library): one that keeps every
 * rule, and one per rule broken. Each kind's context is the case it plays.
 */
#include <listkit_plugin.h>

enum {
    SPOKEN, HIDDEN, UNKNOWN_TRAIT, BAD_BEHAVIOR, LONG_LABEL, LONGEST_LABEL, CONTROL, NOT_UTF8, NAN_PRIORITY,
    MANY_ACTIONS, MOST_ACTIONS, NULL_ACTIONS, NULL_ACTION_NAME, EMPTY_ACTION_NAME, FAILING, OLD, WILD_POINTER
};

static lk_size accessible_measure(void *context, lk_size proposed, lk_bytes props, lk_status *status) {
    (void)context; (void)proposed; (void)props; (void)status;
    lk_size size = { 100, 44 };
    return size;
}

static lk_status accessible_render(void *context, lk_size size, lk_bytes props, lk_display_list *list) {
    (void)context; (void)props;
    lk_rect box = { 0, 0, size.width, size.height };
    lk_push_text(list, box, "drawn", 5, 17, LK_RGBA(0, 0, 0, 255));
    return lk_display_list_status(list);
}

/* 1025 bytes and a NUL, filled on first use (no static initialiser of that size). */
static char long_label[1026];

static const char *const two_actions[] = { "Archive", "Share" };
static const char *const with_null[] = { "Archive", NULL };
static const char *const with_empty[] = { "" };
static const char *const many[33] = { "a" };
static const char *most[32];

static lk_status accessible_describe(void *context, lk_bytes props, lk_accessibility *out) {
    (void)props;
    switch ((int)(unsigned long)context) {
    case SPOKEN: case OLD:
        out->label = "Play";
        out->value = "Paused";
        out->hint = "Plays the episode";
        out->traits = LK_TRAIT_BUTTON | LK_TRAIT_SELECTED;
        out->sort_priority = 2.5;
        out->action_count = 2;
        out->actions = two_actions;
        return LK_STATUS_OK;
    case HIDDEN: out->behavior = LK_ACCESSIBILITY_HIDDEN; return LK_STATUS_OK;
    case UNKNOWN_TRAIT: out->traits = (lk_traits)1u << 20; return LK_STATUS_OK;
    case BAD_BEHAVIOR: out->behavior = 7; return LK_STATUS_OK;
    case LONG_LABEL: case LONGEST_LABEL: {
        size_t length = (int)(unsigned long)context == LONG_LABEL ? 1025 : 1024;
        for (size_t i = 0; i < length; i++) long_label[i] = 'a';
        long_label[length] = '\0';
        out->label = long_label;
        return LK_STATUS_OK;
    }
    case CONTROL: out->label = "Bell\a"; return LK_STATUS_OK;
    case NOT_UTF8: out->label = "caf\xe9"; return LK_STATUS_OK;
    case NAN_PRIORITY: out->sort_priority = __builtin_nan(""); return LK_STATUS_OK;
    case MANY_ACTIONS: out->action_count = 33; out->actions = many; return LK_STATUS_OK;
    case MOST_ACTIONS:
        for (size_t i = 0; i < 32; i++) most[i] = "a";
        out->action_count = 32;
        out->actions = most;
        return LK_STATUS_OK;
    case NULL_ACTIONS: out->action_count = 2; out->actions = NULL; return LK_STATUS_OK;
    case NULL_ACTION_NAME: out->action_count = 2; out->actions = with_null; return LK_STATUS_OK;
    case EMPTY_ACTION_NAME: out->action_count = 1; out->actions = with_empty; return LK_STATUS_OK;
    case FAILING: return LK_STATUS_FAILED;
#if defined(__wasm__)
    case WILD_POINTER: out->label = (const char *)0xfffffff0u; return LK_STATUS_OK;
#endif
    default: return LK_STATUS_FAILED;
    }
}

#define ACCESSIBLE_KIND(id, code) { \
    .struct_size = sizeof(lk_component_kind), .kind_id = (id), .context = (void *)(unsigned long)(code), \
    .measure = accessible_measure, .render = accessible_render, .accessibility = accessible_describe }

static const lk_component_kind kinds_storage[] = {
    ACCESSIBLE_KIND("com.test.spoken", SPOKEN),
    ACCESSIBLE_KIND("com.test.hidden", HIDDEN),
    ACCESSIBLE_KIND("com.test.unknown-trait", UNKNOWN_TRAIT),
    ACCESSIBLE_KIND("com.test.bad-behavior", BAD_BEHAVIOR),
    ACCESSIBLE_KIND("com.test.long-label", LONG_LABEL),
    ACCESSIBLE_KIND("com.test.longest-label", LONGEST_LABEL),
    ACCESSIBLE_KIND("com.test.control", CONTROL),
    ACCESSIBLE_KIND("com.test.not-utf8", NOT_UTF8),
    ACCESSIBLE_KIND("com.test.nan-priority", NAN_PRIORITY),
    ACCESSIBLE_KIND("com.test.many-actions", MANY_ACTIONS),
    ACCESSIBLE_KIND("com.test.most-actions", MOST_ACTIONS),
    ACCESSIBLE_KIND("com.test.null-actions", NULL_ACTIONS),
    ACCESSIBLE_KIND("com.test.null-action-name", NULL_ACTION_NAME),
    ACCESSIBLE_KIND("com.test.empty-action-name", EMPTY_ACTION_NAME),
    ACCESSIBLE_KIND("com.test.failing", FAILING),
    /* Built with the header before `accessibility`: its struct ends at
     * `props_declaration`, so the host never sees the function. */
    { .struct_size = __builtin_offsetof(lk_component_kind, accessibility), .kind_id = "com.test.old",
      .context = (void *)(unsigned long)OLD, .measure = accessible_measure, .render = accessible_render,
      .accessibility = accessible_describe },
#if defined(__wasm__)
    ACCESSIBLE_KIND("com.test.wild-pointer", WILD_POINTER),
#endif
};

#define KIND_COUNT (sizeof kinds_storage / sizeof kinds_storage[0])
static const lk_component_kind *kinds[KIND_COUNT];

static lk_plugin_descriptor descriptor = {
    .abi_version = LK_PLUGIN_ABI_VERSION, .struct_size = sizeof(lk_plugin_descriptor), .name = "Accessible",
    .version = "1.0.0", .kind_count = KIND_COUNT,
};

LK_PLUGIN_EXPORT const lk_plugin_descriptor *listkit_plugin_entry(const lk_host_services *host) {
    (void)host;
    for (size_t i = 0; i < KIND_COUNT; i++) kinds[i] = &kinds_storage[i];
    descriptor.kinds = kinds;
    return &descriptor;
}
