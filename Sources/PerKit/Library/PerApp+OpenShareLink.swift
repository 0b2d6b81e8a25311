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
}
