// iPhone apps on iPad: the iPhone-app window of each iPadOS version.
//
// What the platform does with an app whose `UIDeviceFamily` is 1 alone
// (Xcode's `TARGETED_DEVICE_FAMILY = 1`) on an iPad:
//
// - iPadOS 18 (and every version before 27): the app "thinks it is running
//   on an iPhone and appears with an iPhone-like screen size and aspect
//   ratio", centred on the screen, with a button that shows it at 1x or 2x
//   with an integral zoom (hacknicity.medium.com, "How iPhone-only apps
//   appear on iPad", 2019). It runs full screen only: "iPhone-only apps are
//   not allowed to run" in Split View or Slide Over (rdar://27783921, in
//   lionheart/openradar-mirror issue 15593). Stage Manager (iPadOS 16-18)
//   shows it as a floating window that does not resize like an iPad app and
//   keeps an iPhone's aspect ratio (slatepad.org 2025-08-10, "iPadOS 26
//   iPhone apps improvements").
// - iPadOS 26: in Windowed Apps the app "no longer fill[s] the screen when
//   scaled up", leaving the home screen visible at either side, and the
//   user shrinks it from its corner (Macworld via encryptr.net, "I thought
//   windowing in iPadOS 26 would be a bigger deal"): the window is scaled,
//   the app's screen is still an iPhone's.
// - iPadOS 27: iPhone-only apps are resizable on iPad, horizontally compact
//   at every width (reference/ipados-26-27.md: fatbobman.com, "from size
//   class to available space"; Apple Developer Forums thread 836088).
//
// So before 27 the model gives such an app one window on an iPad, whatever
// the mode the iPad is in: a scene of ``WindowRules/phoneAppSize`` (the
// 1x/2x zoom and the scaled windows of Stage Manager and Windowed Apps
// magnify what the app draws, not the screen it lays out in), full screen
// mode, one scene, no Split View, Slide Over or tiles, rotating as the app's
// iPhone orientations allow, with an iPhone's size classes.

extension WindowRules {
    /// The scene an iPhone app gets on an iPad before iPadOS 27, in
    /// `orientation`: ``phoneAppSize``, turned on its side in landscape.
    @inlinable public func phoneAppSceneSize(_ orientation: Orientation) -> Size {
        orientation == .portrait ? phoneAppSize : phoneAppSize.transposed
    }

    /// The size classes of an iPhone app's window on an iPad before iPadOS
    /// 27: those of an iPhone of ``phoneAppSize`` (Apple HIG, Layout: the
    /// 4.7-inch iPhone is compact width and regular height in portrait,
    /// compact in both in landscape).
    @inlinable public func phoneAppSizeClasses(_ orientation: Orientation) -> SizeClasses {
        SizeClasses(horizontal: .compact, vertical: orientation == .portrait ? .regular : .compact)
    }

    /// Whether the iPhone-app window fits `device`'s screen in both
    /// orientations (every device does at the default); `true` for an iPhone.
    public func phoneAppFits(_ device: DeviceID) -> Bool {
        guard device.idiom == .pad else { return true }
        let screen = device.device.portraitSize
        return phoneAppSize.width > 0 && phoneAppSize.height > 0
            && phoneAppSize.width <= screen.width && phoneAppSize.height <= screen.height
    }
}
