extension AppSpec {
    /// The orientations the app supports on `device`, landscape first: its
    /// scene's ``SceneSpec/iPadOrientations`` on an iPad (unless it is an
    /// iPhone app, ``isPhoneApp``, which keeps its iPhone ones there too),
    /// ``SceneSpec/iPhoneOrientations`` on an iPhone; both when the list is
    /// not given or names neither.
    ///
    /// `UISupportedInterfaceOrientations` lists "the interface orientations
    /// the app supports", and a key with the `~ipad` or `~iphone` suffix
    /// applies to that device alone (Apple, Information Property List:
    /// UISupportedInterfaceOrientations; Information Property List Key
    /// Reference, "Supporting Device-Specific Keys"). The model has portrait
    /// and landscape: upside-down portrait counts as portrait, either
    /// landscape as landscape.
    public func orientations(on device: DeviceID) -> [Orientation] {
        let list = device.idiom == .pad && !isPhoneApp ? scene?.iPadOrientations : scene?.iPhoneOrientations
        guard let list else { return [.landscape, .portrait] }
        let supported = [Orientation.landscape, .portrait].filter(list.contains)
        return supported.isEmpty ? [.landscape, .portrait] : supported
    }

    /// Whether the app rotates on `device`: it supports both orientations there.
    public func rotates(on device: DeviceID) -> Bool {
        orientations(on: device).count == 2
    }
}
