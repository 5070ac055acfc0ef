import Foundation
import GalleyCairo
import GalleySnapshotTesting
import Testing

/// The image strategy against references written into a temporary folder:
/// each check records a reference, then compares another view with it.
@Suite("Image snapshots")
struct ImageStrategyTests {
    /// A black bar `width` points long at the left of a 100 × 10 canvas (1,000 pixels).
    func bar(_ width: CGFloat) -> some View {
        Color.black.frame(width: width, height: 10).frame(width: 100, height: 10, alignment: .leading)
    }

    /// A vertical line one pixel wide, `x` pixels from the left of a 20 × 20 canvas.
    func line(at x: CGFloat) -> some View {
        Color.black.frame(width: 1, height: 20).padding(.leading, x).frame(width: 20, height: 20, alignment: .leading)
    }

    /// Records `reference` on `referenceLayout` (default: `layout`) as the
    /// snapshot "view", then checks `view` against it with the precisions given.
    func check(
        _ view: some View, against reference: some View, in folder: ReferenceFolder,
        precision: Float = 1, perceptualPrecision: Float = 1, layout: SnapshotLayout,
        referenceLayout: SnapshotLayout? = nil
    ) -> String? {
        let recording = verifySnapshot(
            of: reference, as: .image(layout: referenceLayout ?? layout), named: "view", record: .all,
            snapshotDirectory: folder.path, testName: "test"
        )
        #expect(recording?.contains("Record mode is on") == true)
        return verifySnapshot(
            of: view, as: .image(precision: precision, perceptualPrecision: perceptualPrecision, layout: layout),
            named: "view", record: .never, snapshotDirectory: folder.path, testName: "test"
        )
    }

    @Test("The same view matches its reference")
    func sameViewMatches() throws {
        try ReferenceFolder.with { folder in
            #expect(check(Card(), against: Card(), in: folder, layout: .fixed(width: 300, height: 160)) == nil)
        }
    }

    @Test("A changed letter in small text fails, with the figures in the message")
    func changedTextFails() throws {
        try ReferenceFolder.with { folder in
            let message = try #require(
                check(
                    Text("Hellc").font(.caption), against: Text("Hello").font(.caption), in: folder,
                    layout: .fixed(width: 60, height: 20)))
            #expect(message.contains("Snapshot \"view\" does not match reference."))
            #expect(message.contains(" pixels differ ("))
            #expect(message.contains("anti-aliased pixels forgiven"))
            #expect(message.contains("Precision 1 allows 0 of 1200 pixels to differ"))
        }
    }

    @Test("A failure lists the layout's warnings: the image file that could not be read")
    func failureListsWarnings() throws {
        try ReferenceFolder.with { folder in
            let broken = VStack {
                Text("b")
                Image(contentsOfFile: "/nonexistent/logo.png")
            }
            let message = try #require(
                check(broken, against: Text("a"), in: folder, layout: .fixed(width: 40, height: 20)))
            #expect(
                message.contains(
                    "\nLayout warnings:\n- Image: /nonexistent/logo.png is not a readable PNG, JPEG, SVG or PDF image"),
                "\(message)")
            // Without warnings, no such list.
            let plain = try #require(
                check(Text("b"), against: Text("a"), in: folder, layout: .fixed(width: 40, height: 20)))
            #expect(!plain.contains("Layout warnings"))
        }
    }

    @Test("A one-pixel line moved by one pixel fails at the default precisions")
    func movedLineFails() throws {
        try ReferenceFolder.with { folder in
            let message = try #require(
                check(line(at: 6), against: line(at: 5), in: folder, layout: .fixed(width: 20, height: 20)))
            #expect(
                message.contains("40 pixels differ (10%), largest difference 0.966, 0 anti-aliased pixels forgiven"))
        }
    }

    @Test("A slightly different anti-aliased edge passes at the default precisions")
    func antialiasedEdgePasses() throws {
        try ReferenceFolder.with { folder in
            let layout = SnapshotLayout.fixed(width: 20, height: 20)
            let circle = Circle().fill(Color.black).frame(width: 16, height: 16)
            let wider = Circle().fill(Color.black).frame(width: 16.2, height: 16.2)
            // The edges really differ, and only at anti-aliased pixels.
            let reference = referenceData(of: circle, as: .image(layout: layout))
            let actual = referenceData(of: wider, as: .image(layout: layout))
            #expect(reference != actual)
            let comparison = ImageComparison(
                expected: try RasterImage(png: reference), actual: try RasterImage(png: actual))
            #expect(comparison.antialiasedPixels > 0)
            #expect(check(wider, against: circle, in: folder, layout: layout) == nil)
        }
    }

    @Test(
        """
        A hairline changing colour between a dark and a light area is taken for anti-aliasing at @1x, and caught \
        at @2x
        """
    )
    func hairlineBetweenAreas() throws {
        func divider(_ color: Color) -> some View {
            HStack(spacing: 0) {
                Color.black.frame(width: 10); color.frame(width: 1); Color.white.frame(width: 9)
            }
        }
        try ReferenceFolder.with { folder in
            #expect(
                check(divider(.red), against: divider(.gray), in: folder, layout: .fixed(width: 20, height: 20)) == nil)
            let message = check(
                divider(.red), against: divider(.gray), in: folder, layout: .fixed(width: 20, height: 20, scale: 2))
            #expect(message?.contains("80 pixels differ") == true)
        }
    }

    @Test("Precision 0.9 passes a change to at most a tenth of the pixels and fails one over")
    func precisionAllowsAFraction() throws {
        try ReferenceFolder.with { folder in
            let layout = SnapshotLayout.fixed(width: 100, height: 10)
            // 80 of the 1,000 pixels turn black; then exactly 100; then 120.
            #expect(check(bar(18), against: bar(10), in: folder, precision: 0.9, layout: layout) == nil)
            #expect(check(bar(20), against: bar(10), in: folder, precision: 0.9, layout: layout) == nil)
            let message = try #require(check(bar(22), against: bar(10), in: folder, precision: 0.9, layout: layout))
            #expect(message.contains("120 pixels differ (12%)"))
            #expect(message.contains("Precision 0.9 allows 100 of 1000 pixels to differ"))
            // At the default precision the smallest of those changes fails.
            #expect(
                check(bar(18), against: bar(10), in: folder, layout: layout)?.contains("80 pixels differ (8%)") == true)
        }
    }

    @Test("Perceptual precision 0.98 forgives a grey two percent lighter; 0.99 and 1 do not")
    func perceptualPrecisionForgivesSlightColour() throws {
        try ReferenceFolder.with { folder in
            let layout = SnapshotLayout.fixed(width: 10, height: 10)
            let grey = Color(white: 0.5), lighter = Color(white: 0.52) // 128 and 133 of 255
            #expect(check(lighter, against: grey, in: folder, perceptualPrecision: 0.98, layout: layout) == nil)
            let message = try #require(
                check(lighter, against: grey, in: folder, perceptualPrecision: 0.99, layout: layout))
            #expect(message.contains("100 pixels differ (100%), largest difference 0.019"))
            #expect(
                message.contains(
                    "perceptual precision 0.99 counts a pixel as differing when its difference is over 0.01."))
            #expect(check(lighter, against: grey, in: folder, layout: layout)?.contains("over 0.") == true)
        }
    }

    @Test("Pictures of different sizes fail with both sizes")
    func sizeMismatchFails() throws {
        try ReferenceFolder.with { folder in
            let message = try #require(
                check(
                    Color.black, against: Color.black, in: folder, layout: .fixed(width: 20, height: 12),
                    referenceLayout: .fixed(width: 20, height: 10)
                ))
            #expect(message.contains("The sizes differ: expected 20 × 10 pixels, got 20 × 12."))
        }
    }

    @Test("A reference that is not a PNG fails and asks to be recorded again")
    func damagedReferenceFails() throws {
        try ReferenceFolder.with { folder in
            try Data("not a picture".utf8).write(
                to: URL(fileURLWithPath: folder.file("view", test: "test", pathExtension: "linux.png")))
            let message = try #require(
                verifySnapshot(
                    of: Color.black, as: .image(layout: .fixed(width: 4, height: 4)), named: "view", record: .never,
                    snapshotDirectory: folder.path, testName: "test"
                ))
            #expect(
                message.contains("The reference (13 bytes) is not a PNG image that can be decoded; record it again."))
        }
    }

    @Test(
        "A view that cannot be painted fails with the reason and records no reference, in every record mode",
        arguments: [
            SnapshotTestingConfiguration.Record.missing, .all, .failed, .never,
        ])
    func unpaintableViewFails(record: SnapshotTestingConfiguration.Record) throws {
        try ReferenceFolder.with { folder in
            let reference = folder.file("view", test: "test", pathExtension: "linux.png")
            for view in [AnyView(Color.black.frame(width: 0, height: 0)), AnyView(EmptyView())] {
                let message = try #require(
                    verifySnapshot(
                        of: view, as: .image, named: "view", record: record, snapshotDirectory: folder.path,
                        testName: "test"))
                #expect(message.contains("Galley could not paint the view: the canvas is 0 × 0 points at scale 1"))
                #expect(message.contains("give it a frame, or snapshot it with layout: .fixed(width:height:)"))
                #expect(message.contains("No reference was recorded"))
                #expect(
                    !FileManager.default.fileExists(atPath: reference), "a reference was recorded from an error picture"
                )
            }
            // A scene that cannot be painted, through assertSnapshot's own path too.
            let scene = try Scene(
                data: Data(
                    #"""
                    {"canvas": {"sizeThatFits": {}}, "root": {"Rectangle": {}, "modifiers": [{"frame": {"width": \#
                    0, "height": 0}}]}}
                    """#
                    .utf8))
            let message = try #require(
                verifySnapshot(
                    of: scene, as: .image, named: "view", record: record, snapshotDirectory: folder.path,
                    testName: "test"))
            #expect(message.contains("No reference was recorded"))
            #expect(
                !FileManager.default.fileExists(atPath: reference), "a reference was recorded from an error picture")
        }
    }

    @Test("A picture that can be painted is still recorded when its reference is missing")
    func paintableViewIsRecorded() throws {
        try ReferenceFolder.with { folder in
            let view = Color.black.frame(width: 4, height: 4)
            let first = try #require(
                verifySnapshot(
                    of: view, as: .image, named: "view", record: .missing, snapshotDirectory: folder.path,
                    testName: "test"))
            #expect(first.contains("No reference was found on disk. Automatically recorded snapshot"))
            let recorded = try Data(
                contentsOf: URL(fileURLWithPath: folder.file("view", test: "test", pathExtension: "linux.png")))
            #expect(pixelSize(ofPNG: recorded) == [4, 4])
            #expect(
                verifySnapshot(
                    of: view, as: .image, named: "view", record: .never, snapshotDirectory: folder.path,
                    testName: "test") == nil)
        }
    }

    @Test("Layouts give the canvas of a device, a fixed size, or the view's ideal size, at their scale")
    func layoutsSizeThePicture() {
        let card = Card(), swatch = Color.red.frame(width: 30, height: 20)
        #expect(pixelSize(ofPNG: referenceData(of: card, as: .image(layout: .device(.iPhoneSE)))) == [750, 1334])
        #expect(
            pixelSize(ofPNG: referenceData(of: card, as: .image(layout: .device(config: .iPhone13Pro)))) == [
                1170, 2532,
            ])
        #expect(
            pixelSize(ofPNG: referenceData(of: card, as: .image(layout: .fixed(width: 300, height: 160, scale: 2))))
                == [600, 320])
        #expect(pixelSize(ofPNG: referenceData(of: swatch, as: .image)) == [30, 20])
        #expect(pixelSize(ofPNG: referenceData(of: swatch, as: .image(layout: .sizeThatFits(scale: 3)))) == [90, 60])
    }

    @Test("verifySnapshot keeps references next to the calling file, by its full path")
    func referencesBesideTheTestFile() throws {
        let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/ImageStrategyTests/besideTheTestFile.temporary.linux.png")
        defer {
            try? FileManager.default.removeItem(at: reference)
            // The folder too, unless something else is in it.
            let folder = reference.deletingLastPathComponent()
            if (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                try? FileManager.default.removeItem(at: folder)
            }
        }
        let message = try #require(
            verifySnapshot(
                of: Color.red.frame(width: 2, height: 2), as: .image, named: "temporary", record: .all,
                testName: "besideTheTestFile"))
        #expect(message.contains(reference.absoluteString), "\(message)")
        #expect(FileManager.default.fileExists(atPath: reference.path))
    }
}
