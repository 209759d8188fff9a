#ifndef SITEGEN_CMARK_GFM_SHIM_H
#define SITEGEN_CMARK_GFM_SHIM_H
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm-extension_api.h>

/* Whether a node is a block (paragraph, heading, table cell, ...) rather than an inline.
   The mask macros combine other macros, which Swift does not import. */
static inline int sitegen_cmark_node_is_block(cmark_node *node) {
    return (cmark_node_get_type(node) & CMARK_NODE_TYPE_MASK) == CMARK_NODE_TYPE_BLOCK;
}

/* The parser options sitegen uses, as plain ints (the shift macros are not all imported). */
/* Table alignment as `style="text-align: …"`: the `align` attribute is obsolete HTML. */
static inline int sitegen_cmark_opt_table_style(void) { return CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES; }
static inline int sitegen_cmark_opt_footnotes(void) { return CMARK_OPT_FOOTNOTES; }
static inline int sitegen_cmark_opt_unsafe(void) { return CMARK_OPT_UNSAFE; }
#endif
