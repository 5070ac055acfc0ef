import Foundation
import Testing
@testable import Galley
import GalleyTestSupport

@Suite("List, Form, Section and NavigationLink drawn as iOS 17 draws them")
struct ListTests {
    /// The list's row cells, header and footer cells, and separators, top to bottom.
    private func rows(_ result: LayoutResult) -> [PlacedView] { result.root.allViews.filter { $0.name == "ListRow" } }
    private func separators(_ result: LayoutResult) -> [PlacedView] {
        result.root.allViews.filter { $0.name == "ListRowSeparator" }
    }
    private func texts(_ view: PlacedView) -> [PlacedView] { view.allViews.filter { $0.text != nil } }

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.01 }

    @Test(
        """
        insetGrouped: 44-pt rows in a card 20 pt in from each edge, their text 20 pt further in (x = 40, as iOS 18 \
        draws it)
        """
    )
    func insetGroupedRows() throws {
        let result = onPhone(
            List {
                Text("Wi-Fi"); Text("Bluetooth"); Text("Cellular")
            })
        let cells = rows(result)
        #expect(cells.count == 3)
        for cell in cells {
            #expect(cell.frame.minX == 20 && cell.frame.width == 350)
            #expect(cell.frame.height == 44)
            #expect(try #require(texts(cell).first).frame.minX == 40)
        }
        // One card: the rows touch.
        #expect(cells[1].frame.minY == cells[0].frame.maxY && cells[2].frame.minY == cells[1].frame.maxY)
        // The text is centred down its row.
        let text = try #require(texts(cells[0]).first)
        #expect(abs(text.frame.midY - cells[0].frame.midY) <= 1.0 / 3)
    }

    @Test(
        """
        insetGrouped: hairline (1/3 pt at @3x) separators from the text's leading edge to the card's edge, none \
        after a section's last row
        """
    )
    func insetGroupedSeparators() throws {
        let result = onPhone(
            List {
                Text("One"); Text("Two"); Text("Three")
            })
        let cells = rows(result), lines = separators(result)
        #expect(lines.count == 2)
        for (line, cell) in zip(lines, cells) {
            #expect(close(line.frame.height, 1.0 / 3))
            #expect(line.frame.minX == 40)
            #expect(close(line.frame.maxX, 370))
            #expect(close(line.frame.maxY, cell.frame.maxY))
        }
    }

    @Test("A separator starts at the row's text, skipping an icon before it")
    func separatorSkipsIcon() throws {
        let result = onPhone(
            List {
                HStack {
                    Image(systemName: "wifi"); Text("Wi-Fi")
                }
                Text("Bluetooth")
            })
        let line = try #require(separators(result).first)
        let label = try #require(texts(rows(result)[0]).first)
        #expect(label.frame.minX > 40)
        #expect(line.frame.minX == label.frame.minX)
        // An explicit guide moves it.
        let moved = onPhone(
            List {
                Text("Edge").alignmentGuide(.listRowSeparatorLeading) { _ in -20 }
                Text("Next")
            })
        #expect(separators(moved).first?.frame.minX == 20)
    }

    @Test(
        """
        insetGrouped: 35 pt above the first section (from the safe area's top) and between sections; headers 7 pt \
        above the card, footers 7 pt below, lined up with the row text
        """
    )
    func sectionSpacing() throws {
        let result = onPhone(
            List {
                Section { Text("A") }
                Section {
                    Text("B")
                } header: {
                    Text("Header")
                } footer: {
                    Text("Footer")
                }
                Section { Text("C") }
            })
        let cells = rows(result)
        #expect(cells.count == 3)
        #expect(close(cells[0].frame.minY, 47 + 35))
        let header = try #require(result.root.first("ListSectionHeader"))
        let footer = try #require(result.root.first("ListSectionFooter"))
        #expect(header.frame.minY == cells[0].frame.maxY + 35)
        #expect(header.frame.maxY == cells[1].frame.minY)
        let headerText = try #require(texts(header).first), footerText = try #require(texts(footer).first)
        #expect(close(headerText.frame.maxY, cells[1].frame.minY - 7))
        #expect(headerText.frame.minX == 40 && footerText.frame.minX == 40)
        #expect(close(footerText.frame.minY, cells[1].frame.maxY + 7))
        #expect(close(cells[2].frame.minY, footer.frame.maxY + 35))
    }

    @Test(
        """
        insetGrouped headers: 13-pt footnote text, uppercased, in the secondary label colour; textCase(nil) keeps \
        the case; .increased prominence draws a headline as written
        """
    )
    func headers() throws {
        let standard = onPhone(List { Section("Account") { Text("Row") } })
        let headerCell = try #require(standard.root.first("ListSectionHeader"))
        let header = try #require(texts(headerCell).first)
        #expect(header.text?.lineStrings == ["ACCOUNT"])
        #expect(header.paint == .text([.secondaryLabel]))
        let row = try #require(texts(rows(standard)[0]).first)
        #expect(header.frame.height < row.frame.height)
        let kept = onPhone(
            List {
                Section {
                    Text("Row")
                } header: {
                    Text("Account").textCase(nil)
                }
            })
        #expect(texts(try #require(kept.root.first("ListSectionHeader"))).first?.text?.lineStrings == ["Account"])
        let prominent = onPhone(List { Section("Account") { Text("Row") }.headerProminence(.increased) })
        let bigCell = try #require(prominent.root.first("ListSectionHeader"))
        let big = try #require(texts(bigCell).first)
        #expect(big.text?.lineStrings == ["Account"])
        #expect(big.frame.height > header.frame.height)
    }

    @Test(
        """
        plain: rows edge to edge, text 16 pt in, separators from the text to the list's trailing edge and under \
        the last row too
        """
    )
    func plain() throws {
        let result = onPhone(
            List {
                Text("One"); Text("Two")
            }.listStyle(.plain))
        let cells = rows(result), lines = separators(result)
        #expect(cells.map(\.frame.minX) == [0, 0] && cells.map(\.frame.width) == [390, 390])
        #expect(cells.map(\.frame.height) == [44, 44])
        #expect(cells[0].frame.minY == 47)
        #expect(texts(cells[0]).first?.frame.minX == 16)
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.frame.minX == 16 && close($0.frame.maxX, 390) })
        #expect(close(lines[1].frame.maxY, cells[1].frame.maxY))
    }

    @Test("plain: a section header is a band across the whole list, its text lined up with the rows' (16 pt)")
    func plainHeader() throws {
        let result = onPhone(List { Section("Fruit") { Text("Apple") } }.listStyle(.plain))
        let header = try #require(result.root.first("ListSectionHeader"))
        #expect(header.frame.minX == 0 && header.frame.width == 390)
        #expect(header.frame.height >= 28)
        #expect(texts(header).first?.frame.minX == 16)
        #expect(texts(header).first?.text?.lineStrings == ["Fruit"])
    }

    @Test(
        """
        grouped: full-width cards with full-width separators at the section's top and bottom, text-inset ones \
        between rows
        """
    )
    func grouped() throws {
        let result = onPhone(
            List {
                Text("One"); Text("Two")
            }.listStyle(.grouped))
        let cells = rows(result), lines = separators(result)
        #expect(cells.allSatisfy { $0.frame.minX == 0 && $0.frame.width == 390 })
        #expect(lines.count == 3)
        #expect(lines[0].frame.minX == 0 && close(lines[0].frame.minY, cells[0].frame.minY))
        #expect(lines[1].frame.minX == 16)
        #expect(lines[2].frame.minX == 0 && close(lines[2].frame.maxY, cells[1].frame.maxY))
    }

    @Test("inset and sidebar keep the 20-pt card margin; automatic is insetGrouped")
    func otherStyles() throws {
        for style in [AnyListStyleBox(.inset), AnyListStyleBox(.sidebar), AnyListStyleBox(.automatic)] {
            let result = onPhone(style.apply(List { Text("Row") }))
            #expect(rows(result).first?.frame.minX == 20)
        }
    }

    @Test("Form is an inset-grouped list whatever listStyle says")
    func form() throws {
        let result = onPhone(Form { Text("Row") }.listStyle(.plain))
        #expect(result.root.name == "Form")
        #expect(rows(result).first?.frame.minX == 20)
        #expect(close(rows(result).first?.frame.minY ?? 0, 47 + 35))
    }

    @Test(
        """
        listRowInsets moves the content; listRowSeparator(.hidden) removes the lines on either side; \
        listRowSpacing splits an inset list into separate rows
        """
    )
    func rowModifiers() throws {
        let inset = onPhone(
            List { Text("Row").listRowInsets(EdgeInsets(top: 20, leading: 40, bottom: 20, trailing: 0)) })
        let cell = try #require(rows(inset).first)
        #expect(close(texts(cell).first?.frame.minX ?? 0, 20 + 40))
        #expect(cell.frame.height == max(44, (texts(cell).first?.frame.height ?? 0) + 40))
        let hidden = onPhone(
            List {
                Text("A"); Text("B").listRowSeparator(.hidden); Text("C"); Text("D")
            })
        #expect(separators(hidden).count == 1)
        let bottomOnly = onPhone(
            List {
                Text("A"); Text("B").listRowSeparator(.hidden, edges: .bottom); Text("C")
            })
        #expect(separators(bottomOnly).count == 1)
        let spaced = onPhone(
            List {
                Text("A"); Text("B")
            }.listRowSpacing(10))
        #expect(rows(spaced)[1].frame.minY == rows(spaced)[0].frame.maxY + 10)
        #expect(separators(spaced).isEmpty)
    }

    @Test("listRowBackground replaces the row's background; scrollContentBackground(.hidden) drops the list's")
    func backgrounds() throws {
        let result = onPhone(List { Text("Row").listRowBackground(Color.red) })
        let cell = try #require(rows(result).first)
        let red = try #require(cell.allViews.first { $0.paint == .fill(.color(.red), .rectangle) })
        #expect(red.frame == cell.frame)
        #expect(result.root.allViews.contains { $0.name == "ListBackground" })
        let bare = onPhone(List { Text("Row") }.scrollContentBackground(.hidden))
        #expect(!bare.root.allViews.contains { $0.name == "ListBackground" })
    }

    @Test(
        """
        The list fills the proposal (greedy); its background reaches under the status bar and home indicator \
        (0…844), its rows keep to the safe area
        """
    )
    func greedyAndSafeArea() throws {
        let result = onPhone(List { Text("Row") })
        #expect(result.root.frame.doubles == [0, 47, 390, 763])
        #expect(result.root.first("ListBackground")?.frame.doubles == [0, 0, 390, 844])
        #expect(close(rows(result).first?.frame.minY ?? 0, 47 + 35))
        // Below a title in a VStack it takes the rest of the height and starts at its own top.
        let stacked = onPhone(
            VStack(spacing: 0) {
                Text("Title"); List { Text("Row") }
            })
        let list = try #require(stacked.root.first("List"))
        #expect(close(list.frame.maxY, 47 + 763))
        #expect(rows(stacked).first?.frame.minY == list.frame.minY + 35)
    }

    @Test(
        """
        ForEach elements are rows, Groups are flattened, EmptyView makes no row; an empty list and an empty \
        section draw no rows
        """
    )
    func rowsFromContent() throws {
        let result = onPhone(
            List {
                ForEach(0..<3) { Text("Row \($0)") }
                Group {
                    Text("X"); Group { Text("Y") }
                }
                EmptyView()
            })
        #expect(rows(result).count == 5)
        #expect(rows(onPhone(List { EmptyView() })).isEmpty)
        #expect(rows(onPhone(List { Section { EmptyView() } })).isEmpty)
        let data = ["a", "b"]
        #expect(rows(onPhone(List(data, id: \.self) { Text($0) })).count == 2)
        #expect(rows(onPhone(List(0..<4) { Text("\($0)") })).count == 4)
    }

    @Test("10,000 rows: only the rows on screen are laid out, in well under a second's worth of measurements")
    func manyRows() throws {
        let start = Date()
        let result = onPhone(List(0..<10_000) { Text("Row \($0)") })
        let elapsed = Date().timeIntervalSince(start)
        let cells = rows(result)
        // From 35 below the safe area's top to the screen's bottom (rows
        // scroll under the home indicator), 44 each: 18 rows, the last cut off.
        #expect(cells.count == Int((CGFloat(844 - 47 - 35) / 44).rounded(.up)))
        #expect(result.measurementCount < 2_000)
        #expect(elapsed < 10, "took \(elapsed) s")
    }

    @Test("A 10,000-character row title wraps within the row; the row grows to hold it")
    func longTitle() throws {
        let title = String(repeating: "word ", count: 2_000)
        let result = onPhone(
            List {
                Text(title); Text("Next")
            })
        let cell = try #require(rows(result).first)
        let text = try #require(texts(cell).first)
        #expect(text.frame.width <= 318)
        #expect(cell.frame.height == text.frame.height + 12)
        // The next row is below the screen: not laid out.
        #expect(rows(result).count == 1)
    }

    @Test(
        """
        NavigationLink in a list: its label, then an 8 × 13 chevron at the row's trailing content edge; outside a \
        list, the label in the tint colour
        """
    )
    func navigationLink() throws {
        let result = onPhone(List { NavigationLink("General", destination: Text("Never built")) })
        let cell = try #require(rows(result).first)
        #expect(cell.frame.height == 44)
        #expect(texts(cell).map { $0.text?.lineStrings ?? [] } == [["General"]])
        let chevron = try #require(cell.allViews.first { $0.name == "Path" })
        #expect(chevron.frame.size == CGSize(width: 8, height: 13))
        #expect(close(chevron.frame.maxX, 370 - 20))
        let bare = onPhone(NavigationLink(value: 3) { Text("Link") })
        #expect(bare.root.allViews.first { $0.text != nil }?.paint == .text([.accentColor]))
        #expect(!bare.root.allViews.contains { $0.name == "Path" })
        // Links in a scroll view in a row are the scroll view's: no chevrons (Landmarks' category rows on iOS).
        let carousel = onPhone(
            List {
                ScrollView(.horizontal) {
                    HStack {
                        NavigationLink("Lakes", destination: Text("x"));
                        NavigationLink("Rivers", destination: Text("x"))
                    }
                }
            })
        let carouselRow = try #require(rows(carousel).first)
        #expect(texts(carouselRow).count == 2)
        #expect(!carouselRow.allViews.contains { $0.name == "Path" })
    }

    @Test("Toggle and TextField rows: label leading, switch trailing at the content edge, 44 pt tall")
    func formControls() throws {
        let result = onPhone(
            Form {
                SwitchToggle("Airplane Mode", isOn: true); TextFieldBox(text: "", prompt: "Name")
            })
        let cells = rows(result)
        #expect(cells.map(\.frame.height) == [44, 44])
        let track = try #require(cells[0].allViews.first { $0.name == "Capsule" })
        #expect(close(track.frame.maxX, 370 - 20))
        #expect(texts(cells[1]).first?.frame.minX == 40)
    }
}

/// A list style as a value, for looping over styles.
private struct AnyListStyleBox {
    let apply: (List<Never, Text>) -> AnyView
    init<S: ListStyle>(_ style: S) { apply = { AnyView($0.listStyle(style)) } }
}
