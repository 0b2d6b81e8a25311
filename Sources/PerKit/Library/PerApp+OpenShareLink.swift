extension PerApp.Action {
    /// The action that shows the list in a share link: a whole URL (`https://…/#share=1…`) or
    /// its fragment (see ``SharedList/init(link:)``); a damaged link makes an action that shows
    /// what is wrong.
    ///
    /// Reading the link is kept out of the reducer, so that a front end that never reads links
    /// itself (the web app reads them in a module of its own) carries no share-link decoder.
    public static func openShareLink(link: String) -> Self {
        do throws(ParseError) {
            return .openShareLink(.success(try SharedList(link: link)))
        } catch {
            return .openShareLink(.failure(error))
        }
    }

    /// The action that says a share link could not be opened for `reason`, when the front end
    /// could not read it at all (the module that reads links could not be loaded): an alert
    /// "This link could not be opened: " and the reason.
    public static func openShareLink(unreadable reason: String) -> Self {
        .openShareLink(.failure(SharedList.unreadableLink(reason: reason)))
    }
}

extension SharedList {
    /// What a share link that could not be read at all says, for `reason`: "This link could not
    /// be opened: " and the reason.
    public static func unreadableLink(reason: String) -> ParseError {
        ParseError(.linkNotOpened, reason: .text(reason), at: 0)
    }
}
