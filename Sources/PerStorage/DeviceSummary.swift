import Foundation

/// One entry of `GET /api/devices`.
public struct DeviceSummary: Codable, Sendable, Equatable {
    /// The device's id, as in `DELETE /api/devices/{id}`.
    public var id: String
    /// The name given when the device joined.
    public var name: String
    /// When the device joined.
    public var createdAt: Date
    /// When the device last made an authenticated request, to the minute.
    public var lastSeenAt: Date
    /// Whether this is the device that asked.
    public var current: Bool
}
