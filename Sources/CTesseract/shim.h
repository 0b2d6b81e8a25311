// Tesseract 5's C API and Leptonica, as Debian installs them (libtesseract-dev, libleptonica-dev).
#ifndef PER_CTESSERACT_SHIM_H
#define PER_CTESSERACT_SHIM_H

#include <leptonica/allheaders.h>
#include <tesseract/capi.h>

/// The raster operation that copies the source rectangle (`PIX_SRC`), a macro Swift can't import.
static inline int per_pix_copy_source(void) { return PIX_SRC; }

#endif
