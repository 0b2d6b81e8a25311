import Foundation
import HTTPTypes
import Hummingbird
import PerKit
import PerOCR

/// `POST /api/scan`: a photo of a shelf tag, read on this machine (Tesseract; nothing leaves
/// it, and the photo is neither stored nor logged).
///
/// - The body is one image, `image/jpeg`, `image/png` or `image/webp` (415 otherwise), at
///   most ``ScanLimits/maximumBytes`` (413).
/// - `?currency=GBP` gives the currency of amounts printed without a sign, `?system=us` what
///   `fl oz` means (422 for one Per doesn't know, as the lists API answers).
/// - The answer is the reading, as `per scan --json` prints one tag (`ShelfTagReading`'s JSON:
///   `name`, `price`, `quantity`, `memberPrice`, `multiBuy`, `deposit`, `tagUnitPrice` with its
///   `check`, `product`, `uncertain`, `confidence`…), with `file` null.
/// - A body that is not a readable image: 422 with why; an image over 50 megapixels: 413.
/// - Past ``ScanLimits/perDevice`` or ``ScanLimits/perAddress`` photos in the window: 429;
///   when every reader is busy and the line is full: 503. Both with `Retry-After`.
///
/// It needs a device token, except from the machine itself (``LocalOrDeviceMiddleware``).
struct ScanController<Context: DeviceRequestContext>: Sendable {
    let queue: ScanQueue
    let limiter: ScanRateLimiter
    let limits: ScanLimits
    let now: @Sendable () -> Date

    init(limits: ScanLimits, queue: ScanQueue? = nil, now: @escaping @Sendable () -> Date) {
        self.limits = limits
        self.queue = queue ?? ScanQueue(limits: limits)
        limiter = ScanRateLimiter(windowSeconds: limits.windowSeconds)
        self.now = now
    }

    func addRoutes(to group: RouterGroup<Context>) {
        group.post(use: scan)
    }

    @Sendable func scan(_ request: Request, context: Context) async throws -> Response {
        let type = (request.headers[.contentType] ?? "").lowercased()
        let mediaType = type.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        guard ScanLimits.imageTypes.contains(mediaType) else {
            throw APIError(
                .unsupportedMediaType,
                "Send the photo as Content-Type: image/jpeg, image/png or image/webp")
        }
        let (currency, system) = try Self.options(of: request)
        var keys = [(key: "address " + context.clientAddress, limit: limits.perAddress)]
        if let device = context.device { keys.append((key: "device " + device.id, limit: limits.perDevice)) }
        if let seconds = limiter.admit(keys, now: now()) {
            throw APIError.tooManyScans(retryAfter: seconds)
        }
        let reading: ShelfTagReading?
        do {
            reading = try await queue.read(
                {
                    Array(
                        try await RequestBody.bytes(of: request, maximumSize: ScanLimits.maximumBytes)
                            .readableBytesView)
                },
                currency: currency, system: system)
        } catch let error as OCRError {
            throw APIError(error)
        }
        guard let reading else { throw APIError.scannersBusy }
        return JSON.response(.ok, bytes: reading.jsonText().utf8)
    }

    /// The currency and measurement system of the query, or their defaults: no currency (the
    /// tag's signs decide) and metric.
    /// - Throws: 422 for a currency or system Per doesn't know.
    static func options(of request: Request) throws -> (Currency?, MeasurementSystem) {
        let query = request.uri.queryParameters
        var currency: Currency? = nil
        if let code = query["currency"].map(String.init) {
            guard let known = Currency(code: code) else {
                throw APIError(
                    .unprocessableContent,
                    "Per doesn't know the currency \(code.abbreviated()): use an ISO 4217 code such as GBP")
            }
            currency = known
        }
        var system = MeasurementSystem.metric
        if let name = query["system"].map(String.init) {
            guard let known = MeasurementSystem(rawValue: name) else {
                throw APIError(
                    .unprocessableContent, "The measurement system \(name.abbreviated()) is not metric, us or uk")
            }
            system = known
        }
        return (currency, system)
    }
}

extension APIError {
    /// A photo that can't be read: 413 for one too large, 500 when Tesseract is missing its
    /// data, 422 otherwise.
    init(_ error: OCRError) {
        switch error {
        case .tooLarge: self.init(.contentTooLarge, error.message)
        case .languageDataMissing: self.init(.internalServerError, error.message)
        default: self.init(.unprocessableContent, error.message)
        }
    }

    /// A 429 for a device or address past its photos in the window.
    static func tooManyScans(retryAfter seconds: Int) -> APIError {
        var error = APIError(
            .tooManyRequests,
            "Too many photos sent: try again in \(seconds) second\(seconds == 1 ? "" : "s")")
        error.headers[.retryAfter] = String(seconds)
        return error
    }

    /// A 503 when every reader is busy and the line is full.
    static var scannersBusy: APIError {
        var error = APIError(.serviceUnavailable, "Every reader is busy: try again in a moment")
        error.headers[.retryAfter] = "2"
        return error
    }
}
