/*
 * ListKitPluginABI has no code: the ABI is the header alone. SwiftPM needs one
 * source file per C target; this one also checks that the header compiles on
 * its own and that the layout version 1 promises holds on this platform.
 */
#include "listkit_plugin.h"

_Static_assert(offsetof(lk_plugin_descriptor, abi_version) == 0, "abi_version must come first");
_Static_assert(sizeof(lk_size) == 2 * sizeof(double), "lk_size is two doubles");
_Static_assert(sizeof(lk_rect) == 4 * sizeof(double), "lk_rect is four doubles");
_Static_assert(sizeof(lk_bytes) == sizeof(void *) + sizeof(size_t), "lk_bytes is a pointer and a length");
