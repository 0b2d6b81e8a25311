import PerWire
import Testing

@testable import PerKit

/// What Settings › Sync says about a household and its devices (per-sync.wasm's
/// `per_sync_household`): every word from PerKit, the page adds only days and times.
@Suite("Household texts")
struct HouseholdTextsTests {
    static let minute: Int64 = 60_000
    static let start: Int64 = 1_795_000_000_000

    @Test("last seen: active now, then minutes, hours up to two days, then the day")
    func lastSeen() {
        func seen(after minutes: Int64) -> String {
            HouseholdTexts().lastSeen(at: Self.start, now: Self.start + minutes * Self.minute)
        }
        #expect(seen(after: 0) == "Active now")
        #expect(seen(after: 1) == "Active now")
        #expect(seen(after: 2) == "Last seen 2 min ago")
        #expect(seen(after: 59) == "Last seen 59 min ago")
        #expect(seen(after: 60) == "Last seen 1 h ago")
        #expect(seen(after: 48 * 60 - 1) == "Last seen 47 h ago")
        #expect(seen(after: 48 * 60) == "Last seen 18 Nov")
        // The day as the device's clock had it then: 11:06 UTC is the 17th at UTC−12.
        #expect(
            HouseholdTexts().lastSeen(
                at: Self.start, now: Self.start + 48 * 60 * Self.minute, utcOffset: -12 * 60)
                == "Last seen 17 Nov")
        // A device clock ahead of this one's: seen now, not in the future.
        #expect(HouseholdTexts().lastSeen(at: Self.start, now: Self.start - 5 * Self.minute) == "Active now")
    }

    @Test("a server's refusal with no message of its own says its HTTP status")
    func httpError() {
        #expect(ServerRefusal(status: 502).message(in: .english) == "The server answered HTTP 502.")
    }

    @Test("the removal dialog says whether this device or another leaves")
    func removal() {
        #expect(
            HouseholdTexts().removalQuestion(device: "Pixel", household: "Home") == "Remove Pixel from Home?")
        #expect(
            HouseholdTexts().removalConsequence(device: "Pixel", household: "Home", isCurrent: false)
                == "Pixel will stop syncing with Home. It keeps its own lists and price book, and can join again with a new invite.")
        #expect(
            HouseholdTexts().removalConsequence(device: "Pixel", household: "Home", isCurrent: true)
                == "This device will leave Home and stop syncing. It keeps its own lists and price book, and can join again with a new invite.")
        #expect(HouseholdTexts().removeButtonName(device: "Pixel") == "Remove device Pixel")
    }

    @Test(
        "a device's name from its browser",
        arguments: [
            ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36", "Chrome on Android"),
            ("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Mobile/15E148 Safari/604.1", "Safari on iPhone"),
            ("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0", "Edge on Windows"),
            ("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Linux"),
            ("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 Version/18.1 Safari/605.1.15", "Safari on Mac"),
            ("Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36", "Chrome on Linux"),
            ("curl/8.5", "Browser"),
        ])
    func deviceName(agent: String, name: String) {
        #expect(HouseholdTexts().deviceName(userAgent: agent) == name)
    }

    @Test("through the wire: the messages, a name for this device and each device's words")
    func wire() throws {
        let now = Self.start + 3 * Self.minute
        let answer = try JSON(
            parsing: WireSync.household(
                #"{"household":"Home","now":\#(now),"userAgent":"Firefox/133.0 (Android)","devices":["#
                    + #"{"id":"a","name":"Pixel","current":true,"lastSeenAt":\#(Self.start)},"#
                    + #"{"id":"b","name":"Laptop","current":false,"lastSeenAt":\#(Self.start - 3 * 24 * 60 * Self.minute)},"#
                    + #"{"id":"c","name":"Tablet","lastSeenAt":null}]}"#))
        #expect(answer.string("deviceName") == "Firefox on Android")
        #expect(answer["messages"]?.string("missingInvite") == "Paste the invite link (or its code) first.")
        #expect(answer["messages"]?.string("offline") == HouseholdTexts().offline)
        #expect(
            answer["messages"]?.string("inviteExpiry")
                == "Works once, until {time}. On the new device, scan the code or open the link.")
        // The words of failures the page writes a reason into, and the Sync history's.
        let messages = try #require(answer["messages"])
        #expect(messages.string("historyUnreadable") == "The Sync history can't be read: {reason}")
        #expect(messages.string("restoreFailed") == "Couldn't restore it: {reason}")
        #expect(messages.string("otherDevice") == "Other device")
        // Words with a number are answered only when asked for, with the number.
        #expect(answer["serverAnswered"] == nil)
        #expect(answer["moreConflicts"] == nil)
        #expect(
            answer.string("alreadyMember")
                == "This device already syncs with Home. To join another household, remove it from this one first.")
        let devices = try #require(answer.array("devices"))
        #expect(devices.map { $0.string("id") } == ["a", "b", "c"])
        #expect(devices.map { $0.string("mark") } == ["This device", nil, nil])
        #expect(devices.map { $0.string("seen") } == ["Last seen 3 min ago", "Last seen 15 Nov", ""])
        #expect(devices.map { $0.string("removeName") } == ["Remove device Pixel", "Remove device Laptop", "Remove device Tablet"])
        #expect(devices[0].string("removeTitle") == "Remove Pixel from Home?")
        #expect(devices[0].string("removeMessage")?.hasPrefix("This device will leave Home") == true)
        #expect(devices[1].string("removeMessage")?.hasPrefix("Laptop will stop syncing with Home.") == true)

        let outside = try JSON(
            parsing: WireSync.household(#"{"household":null,"now":1,"moreConflicts":2,"httpStatus":502}"#))
        #expect(outside["alreadyMember"] == .null)
        #expect(outside.string("deviceName") == "Browser")
        #expect(outside.string("moreConflicts") == "and 2 more")
        #expect(outside.string("serverAnswered") == "The server answered HTTP 502.")
        #expect(WireSync.household(#"{"now":"soon"}"#).hasUTF8Prefix("{\"error\""))
        #expect(WireSync.household(#"{"now":1,"devices":[{"name":"x"}]}"#).hasUTF8Prefix("{\"error\""))
    }
}
