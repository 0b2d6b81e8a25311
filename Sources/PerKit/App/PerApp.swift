/// The whole app as one value-type state machine: a ``State``, the ``Action``s a front end
/// sends, and a pure ``reduce(_:_:)``. Front ends render ``ViewModel`` and send actions; they
/// implement no rule themselves.
public enum PerApp {}
