extension CalendarDate {
    /// The day of a time, `milliseconds` since 1970, where the clock is `utcOffset` minutes ahead
    /// of UTC (the page gives its time zone's offset at that time): the day a sync or a device's
    /// last visit is said on ("Synced on 27 Nov"). A time before the year 1 or after 9999 is
    /// said as that year's first or last day.
    init(milliseconds: Int64, utcOffset: Int) {
        let millisecondsPerDay: Int64 = 86_400_000
        let local = milliseconds.addingReportingOverflow(Int64(utcOffset) * 60_000)
        let time = local.overflow ? milliseconds : local.partialValue
        // Whole days since 1970-01-01, rounded down, within the years 1 to 9999.
        var days = time / millisecondsPerDay
        if time % millisecondsPerDay < 0 { days -= 1 }
        let day = Int(min(max(days, -719_162), 2_932_896))
        // Howard Hinnant's civil_from_days, the inverse of ``dayNumber``.
        let shifted = day + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let dayOfMonth = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        // Always a day: the days are within the years 1 to 9999.
        self = CalendarDate(year: year, month: month, day: dayOfMonth) ?? CalendarDate(Timestamp.epoch)
    }
}
