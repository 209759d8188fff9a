#ifndef SITEGEN_CMARK_PARALLEL_PARSE_H
#define SITEGEN_CMARK_PARALLEL_PARSE_H

/// Whether cmark-gfm called sitegen's add-only
/// `cmark_manage_extensions_special_characters` (so that parses may run in parallel).
int sitegen_cmark_special_characters_interposed(void);

#endif
