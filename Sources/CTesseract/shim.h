// Tesseract 5's C API and Leptonica, as Debian installs them (libtesseract-dev, libleptonica-dev).
#ifndef PER_CTESSERACT_SHIM_H
#define PER_CTESSERACT_SHIM_H

#include <leptonica/allheaders.h>
#include <tesseract/capi.h>

/// The raster operation that inverts the destination rectangle (`PIX_NOT(PIX_DST)`), a macro
/// Swift can't import.
static inline int per_pix_invert_destination(void) { return PIX_NOT(PIX_DST); }

#endif
