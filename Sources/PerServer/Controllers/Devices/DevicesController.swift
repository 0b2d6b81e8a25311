import Foundation
import HTTPTypes
import Hummingbird
import PerStorage

/// The devices of the caller's household, under `/api/devices` (authenticated).
///
/// - `GET /api/devices`: `[{"id", "name", "createdAt", "lastSeenAt", "current"}]`, oldest
///   first; `current` is the device that asks.
/// - `DELETE /api/devices/{id}`: removes the device (it may be the caller); its token stops
///   working at once. 204; 404 for an unknown id or another household's device, alike.
struct DevicesController<Context: DeviceRequestContext>: Sendable {
    let database: any Repository
    let now: @Sendable () -> Date

    func addRoutes(to group: RouterGroup<Context>) {
        group.get(use: index)
        group.delete(":id", use: delete)
    }

    @Sendable func index(_ request: Request, context: Context) async throws -> Response {
        let device = try context.authenticatedDevice()
        return try JSON.response(
            .ok, try await database.devices(household: device.householdId, current: device.id))
    }

    @Sendable func delete(_ request: Request, context: Context) async throws -> Response {
        let household = try context.authenticatedDevice().householdId
        let id = context.parameters.get("id") ?? ""
        guard try await database.removeDevice(id: id, household: household, at: now()) else {
            throw APIError.noSuchDevice(id)
        }
        return Response(status: .noContent)
    }
}
