#ifndef SITEGEN_CMARK_GFM_SHIM_H
#define SITEGEN_CMARK_GFM_SHIM_H
#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm-extension_api.h>
#endif
