import Foundation
import GalleySnapshotTesting
import Testing

/// swift-snapshot-testing's `ViewImageConfig` names, with its sizes and
/// safe areas (top, left, bottom, right) and each device's scale.
@Suite("Devices as swift-snapshot-testing names them")
struct ViewImageConfigTests {
    struct Screen: Sendable, CustomTestStringConvertible {
        var name: String
        var config: ViewImageConfig
        var size: [CGFloat]
        var safeArea: [CGFloat]
        var scale: CGFloat
        var regularWidth = false

        var testDescription: String { name }
    }

    static let phones: [Screen] = [
        Screen(name: "iPhoneSe", config: .iPhoneSe, size: [320, 568], safeArea: [20, 0, 0, 0], scale: 2),
        Screen(
            name: "iPhoneSe(.landscape)", config: .iPhoneSe(.landscape), size: [568, 320], safeArea: [0, 0, 0, 0],
            scale: 2),
        Screen(name: "iPhone8", config: .iPhone8, size: [375, 667], safeArea: [20, 0, 0, 0], scale: 2),
        Screen(
            name: "iPhone8(.landscape)", config: .iPhone8(.landscape), size: [667, 375], safeArea: [0, 0, 0, 0],
            scale: 2),
        Screen(name: "iPhone8Plus", config: .iPhone8Plus, size: [414, 736], safeArea: [20, 0, 0, 0], scale: 3),
        Screen(
            name: "iPhone8Plus(.landscape)", config: .iPhone8Plus(.landscape), size: [736, 414],
            safeArea: [0, 0, 0, 0], scale: 3, regularWidth: true),
        Screen(name: "iPhoneX", config: .iPhoneX, size: [375, 812], safeArea: [44, 0, 34, 0], scale: 3),
        Screen(
            name: "iPhoneX(.portrait)", config: .iPhoneX(.portrait), size: [375, 812], safeArea: [44, 0, 34, 0],
            scale: 3),
        Screen(
            name: "iPhoneX(.landscape)", config: .iPhoneX(.landscape), size: [812, 375], safeArea: [0, 44, 24, 44],
            scale: 3),
        Screen(name: "iPhoneXsMax", config: .iPhoneXsMax, size: [414, 896], safeArea: [44, 0, 34, 0], scale: 3),
        Screen(
            name: "iPhoneXsMax(.landscape)", config: .iPhoneXsMax(.landscape), size: [896, 414],
            safeArea: [0, 44, 24, 44], scale: 3, regularWidth: true),
        Screen(name: "iPhoneXr", config: .iPhoneXr, size: [414, 896], safeArea: [44, 0, 34, 0], scale: 2),
        Screen(
            name: "iPhoneXr(.landscape)", config: .iPhoneXr(.landscape), size: [896, 414], safeArea: [0, 44, 24, 44],
            scale: 2, regularWidth: true),
        Screen(name: "iPhone12", config: .iPhone12, size: [390, 844], safeArea: [47, 0, 34, 0], scale: 3),
        Screen(
            name: "iPhone12(.landscape)", config: .iPhone12(.landscape), size: [844, 390], safeArea: [0, 47, 21, 47],
            scale: 3),
        Screen(name: "iPhone12Mini", config: .iPhone12Mini, size: [375, 812], safeArea: [50, 0, 34, 0], scale: 3),
        Screen(
            name: "iPhone12Mini(.landscape)", config: .iPhone12Mini(.landscape), size: [812, 375],
            safeArea: [0, 50, 21, 50], scale: 3),
        Screen(name: "iPhone12Pro", config: .iPhone12Pro, size: [390, 844], safeArea: [47, 0, 34, 0], scale: 3),
        Screen(
            name: "iPhone12Pro(.landscape)", config: .iPhone12Pro(.landscape), size: [844, 390],
            safeArea: [0, 47, 21, 47], scale: 3),
        Screen(name: "iPhone12ProMax", config: .iPhone12ProMax, size: [428, 926], safeArea: [47, 0, 34, 0], scale: 3),
        Screen(
            name: "iPhone12ProMax(.landscape)", config: .iPhone12ProMax(.landscape), size: [926, 428],
            safeArea: [0, 47, 21, 47], scale: 3, regularWidth: true),
        Screen(name: "iPhone13", config: .iPhone13, size: [390, 844], safeArea: [47, 0, 34, 0], scale: 3),
        Screen(
            name: "iPhone13(.landscape)", config: .iPhone13(.landscape), size: [844, 390], safeArea: [0, 47, 21, 47],
            scale: 3),
        Screen(name: "iPhone13Mini", config: .iPhone13Mini, size: [375, 812], safeArea: [50, 0, 34, 0], scale: 3),
        Screen(
            name: "iPhone13Mini(.landscape)", config: .iPhone13Mini(.landscape), size: [812, 375],
            safeArea: [0, 50, 21, 50], scale: 3),
        Screen(name: "iPhone13Pro", config: .iPhone13Pro, size: [390, 844], safeArea: [47, 0, 34, 0], scale: 3),
        Screen(
            name: "iPhone13Pro(.portrait)", config: .iPhone13Pro(.portrait), size: [390, 844],
            safeArea: [47, 0, 34, 0], scale: 3),
        Screen(
            name: "iPhone13Pro(.landscape)", config: .iPhone13Pro(.landscape), size: [844, 390],
            safeArea: [0, 47, 21, 47], scale: 3),
        Screen(name: "iPhone13ProMax", config: .iPhone13ProMax, size: [428, 926], safeArea: [47, 0, 34, 0], scale: 3),
        Screen(
            name: "iPhone13ProMax(.landscape)", config: .iPhone13ProMax(.landscape), size: [926, 428],
            safeArea: [0, 47, 21, 47], scale: 3, regularWidth: true),
    ]

    /// An iPad held as given, each split of its screen: the widths, the
    /// height, the safe area, and which splits are regular across.
    static func tablet(
        _ name: String, _ config: (ViewImageConfig.TabletOrientation) -> ViewImageConfig,
        default plain: ViewImageConfig,
        portrait: (ViewImageConfig.Orientation) -> ViewImageConfig,
        size: [CGFloat], landscape: [CGFloat], upright: [CGFloat], safeArea: [CGFloat], regularAtOneHalf: Bool = false
    ) -> [Screen] {
        let (short, long) = (size[0], size[1])
        return [
            Screen(name: name, config: plain, size: [long, short], safeArea: safeArea, scale: 2, regularWidth: true),
            Screen(
                name: "\(name)(.landscape)", config: portrait(.landscape), size: [long, short], safeArea: safeArea,
                scale: 2, regularWidth: true),
            Screen(
                name: "\(name)(.portrait)", config: portrait(.portrait), size: [short, long], safeArea: safeArea,
                scale: 2, regularWidth: true),
            Screen(
                name: "\(name)(.landscape(splitView: .oneThird))", config: config(.landscape(splitView: .oneThird)),
                size: [landscape[0], short], safeArea: safeArea, scale: 2),
            Screen(
                name: "\(name)(.landscape(splitView: .oneHalf))", config: config(.landscape(splitView: .oneHalf)),
                size: [landscape[1], short], safeArea: safeArea, scale: 2, regularWidth: regularAtOneHalf),
            Screen(
                name: "\(name)(.landscape(splitView: .twoThirds))", config: config(.landscape(splitView: .twoThirds)),
                size: [landscape[2], short], safeArea: safeArea, scale: 2, regularWidth: true),
            Screen(
                name: "\(name)(.landscape(splitView: .full))", config: config(.landscape(splitView: .full)),
                size: [long, short], safeArea: safeArea, scale: 2, regularWidth: true),
            Screen(
                name: "\(name)(.portrait(splitView: .oneThird))", config: config(.portrait(splitView: .oneThird)),
                size: [upright[0], long], safeArea: safeArea, scale: 2),
            Screen(
                name: "\(name)(.portrait(splitView: .twoThirds))", config: config(.portrait(splitView: .twoThirds)),
                size: [upright[1], long], safeArea: safeArea, scale: 2),
            Screen(
                name: "\(name)(.portrait(splitView: .full))", config: config(.portrait(splitView: .full)),
                size: [short, long], safeArea: safeArea, scale: 2, regularWidth: true),
        ]
    }

    static let tablets: [Screen] =
        tablet(
            "iPadMini", ViewImageConfig.iPadMini, default: .iPadMini, portrait: ViewImageConfig.iPadMini,
            size: [768, 1024], landscape: [320, 507, 694], upright: [320, 438], safeArea: [20, 0, 0, 0])
        + tablet(
            "iPad9_7", ViewImageConfig.iPad9_7, default: .iPad9_7, portrait: ViewImageConfig.iPad9_7,
            size: [768, 1024], landscape: [320, 507, 694], upright: [320, 438], safeArea: [20, 0, 0, 0])
        + tablet(
            "iPad10_2", ViewImageConfig.iPad10_2, default: .iPad10_2, portrait: ViewImageConfig.iPad10_2,
            size: [810, 1080], landscape: [320, 535, 750], upright: [320, 480], safeArea: [20, 0, 0, 0])
        + tablet(
            "iPadPro10_5", ViewImageConfig.iPadPro10_5, default: .iPadPro10_5, portrait: ViewImageConfig.iPadPro10_5,
            size: [834, 1112], landscape: [320, 551, 782], upright: [320, 504], safeArea: [20, 0, 0, 0])
        + tablet(
            "iPadPro11", ViewImageConfig.iPadPro11, default: .iPadPro11, portrait: ViewImageConfig.iPadPro11,
            size: [834, 1194], landscape: [375, 592, 809], upright: [320, 504], safeArea: [24, 0, 20, 0])
        + tablet(
            "iPadPro12_9", ViewImageConfig.iPadPro12_9, default: .iPadPro12_9, portrait: ViewImageConfig.iPadPro12_9,
            size: [1024, 1366], landscape: [375, 678, 981], upright: [375, 639], safeArea: [20, 0, 0, 0],
            regularAtOneHalf: true)

    @Test("Each iPhone's size, safe area, scale and width class", arguments: phones)
    func phone(_ screen: Screen) {
        check(screen)
        #expect(screen.config.device.idiom == .phone)
        #expect(screen.config.device.verticalSizeClass == (screen.size[0] > screen.size[1] ? .compact : .regular))
    }

    @Test("Each iPad's size, safe area, scale and width class, held either way and split", arguments: tablets)
    func pad(_ screen: Screen) {
        check(screen)
        #expect(screen.config.device.idiom == .pad)
        #expect(screen.config.device.verticalSizeClass == .regular)
    }

    private func check(_ screen: Screen) {
        let config = screen.config
        #expect([config.size.width, config.size.height] == screen.size)
        #expect(
            [config.safeArea.top, config.safeArea.leading, config.safeArea.bottom, config.safeArea.trailing]
                == screen.safeArea)
        #expect(config.scale == screen.scale)
        #expect(config.device.horizontalSizeClass == (screen.regularWidth ? .regular : .compact))
        // Its traits' content size category, as swift-snapshot-testing sets it.
        #expect(config.device.dynamicTypeSize == .medium)
        // The layout is that screen: the safe area proposed, at the device's scale.
        let canvas = SnapshotLayout.device(config: config).canvas
        #expect(canvas.scale == screen.scale)
        #expect(
            canvas.proposal
                == ProposedViewSize(
                    width: screen.size[0] - screen.safeArea[1] - screen.safeArea[3],
                    height: screen.size[1] - screen.safeArea[0] - screen.safeArea[2]
                ))
    }

    @Test("The short form takes the same names; Galley's other devices still work")
    func shortForm() {
        #expect(SnapshotLayout.device(.iPhoneSe) == .device(config: .iPhoneSe))
        #expect(SnapshotLayout.device(.iPhoneX(.landscape)) == .device(config: .iPhoneX(.landscape)))
        // A name both have means swift-snapshot-testing's screen: the iPad mini held in landscape.
        #expect(SnapshotLayout.device(.iPadMini).canvas.proposal == ProposedViewSize(width: 1024, height: 748))
        #expect(SnapshotLayout.device(.iPhone15Pro).canvas == Canvas(device: .iPhone15Pro))
        #expect(SnapshotLayout.device(config: .iPhone16Pro.landscape).canvas == Canvas(device: .iPhone16Pro.landscape))
        #expect(SnapshotLayout.device(.iPhoneSE).canvas.proposal == ProposedViewSize(width: 375, height: 647))
    }

    @Test("A device's width class can be set; turning it goes back to the rule")
    func chosenWidthClass() {
        var device = Device.iPhone13Pro
        device.horizontalSizeClass = .regular
        #expect(device.horizontalSizeClass == .regular)
        #expect(device != .iPhone13Pro)
        #expect(device.landscape.horizontalSizeClass == .compact)
        #expect(Device.iPhone15ProMax.landscape.horizontalSizeClass == .regular)
    }

    @Test("A view snapshot on an iPhone 13 Pro held in landscape is the landscape screen in pixels")
    func landscapeSnapshot() {
        let png = referenceData(of: Card(), as: .image(layout: .device(config: .iPhone13Pro(.landscape))))
        #expect(pixelSize(ofPNG: png) == [2532, 1170])
        #expect(
            pixelSize(
                ofPNG: referenceData(
                    of: Card(), as: .image(layout: .device(.iPadPro12_9(.portrait(splitView: .oneThird)))))) == [
                    750, 2732,
                ])
    }

    @Test(
        """
        A device config lays text out at Dynamic Type .medium, as upstream's traits do: body 16 points on \
        .iPhone13, 17 on Galley's own .iPhone15Pro
        """
    )
    func deviceConfigsAreMediumTextSize() {
        func bodyHeight(_ layout: SnapshotLayout) -> String {
            String(decoding: referenceData(of: Text("Body"), as: .dump(layout: layout)), as: UTF8.self)
        }
        let medium = bodyHeight(.device(config: .iPhone13))
        let large = bodyHeight(.device(.iPhone15Pro))
        #expect(medium.contains(#""size": 16 }"#), "\(medium)")
        #expect(large.contains(#""size": 17 }"#), "\(large)")
        #expect(Device.iPhone15Pro.dynamicTypeSize == nil)
    }

    @Test("A view on a landscape screen is centred in its safe area")
    func landscapeSafeArea() throws {
        let dump = referenceData(of: Color.red, as: .dump(layout: .device(config: .iPhone13Pro(.landscape))))
        let text = String(decoding: dump, as: UTF8.self)
        // 844 − 2 × 47 wide, 390 − 21 high, from (47, 0).
        #expect(text.contains(#""canvas": { "width": 844, "height": 390, "scale": 3 }"#), "\(text)")
        #expect(text.contains(#""frame": { "x": 47, "y": 0, "width": 750, "height": 369 }"#), "\(text)")
    }
}
