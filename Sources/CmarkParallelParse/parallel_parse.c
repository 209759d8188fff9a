// Lets cmark-gfm 0.29.0.gfm.6 parse on several threads at once.
//
// Around every inline parse, cmark-gfm adds its inline extensions' trigger characters (`~`, `w`,
// `:`, `@`, ...) to a process-wide table and removes them afterwards, by calling the exported
// `cmark_manage_extensions_special_characters(parser, add)` through the PLT. Two parses at once
// remove each other's characters mid-parse and lose strikethrough and autolinks. This definition
// in sitegen's own binary comes first in the dynamic linker's search, so the library's calls
// land here: adding goes on to the library's function, removing does nothing. Every sitegen
// parser attaches the same extensions, so the table only ever holds the same characters.
//
// Whether the library's calls really land here depends on the link; Swift checks it with
// `sitegen_cmark_special_characters_interposed()` after one parse and keeps parses
// serialised when they do not.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdatomic.h>
#include "CmarkParallelParse.h"

typedef void (*manage_function)(void *parser, int add);

static _Atomic(manage_function) library_function = NULL;
static atomic_int interposed = 0;

__attribute__((visibility("default")))
void cmark_manage_extensions_special_characters(void *parser, int add) {
    atomic_store_explicit(&interposed, 1, memory_order_relaxed);
    manage_function function = atomic_load_explicit(&library_function, memory_order_acquire);
    if (function == NULL) {
        function = (manage_function)dlsym(RTLD_NEXT, "cmark_manage_extensions_special_characters");
        atomic_store_explicit(&library_function, function, memory_order_release);
    }
    if (add && function != NULL) function(parser, add);
}

int sitegen_cmark_special_characters_interposed(void) {
    return atomic_load_explicit(&interposed, memory_order_relaxed);
}
