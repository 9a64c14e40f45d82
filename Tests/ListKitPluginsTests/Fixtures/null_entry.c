/* The entry point logs why and refuses to load by returning NULL. */
#include "fixture.h"

LK_PLUGIN_EXPORT const lk_plugin_descriptor *listkit_plugin_entry(const lk_host_services *host) {
    host->log(host, LK_LOG_ERROR, "no licence key", 14);
    return NULL;
}
