import Foundation
import Testing
@testable import GalleyText

/// Realistic Japanese interface strings: settings, buttons, dates, errors;
/// small kana, ー, ヴ, ゔ, 「」, 〜, ・, full-width digits, common kanji.
let japaneseInterfaceStrings = [
    "設定", "一般", "通知をオンにする", "機内モード", "Wi-Fiネットワークに接続できません",
    "パスワードを入力してください", "「保存」をタップして変更を確定します", "キャンセル", "完了",
    "2024年３月１５日（金）", "午後３:４５", "ダウンロード中… ４２％",
    "ストレージがいっぱいです。不要なファイルを削除してください。", "ヴァイオリン教室のご案内",
    "ゔぁいおりん", "ちょっと待ってください", "ログイン・ログアウト", "配送予定日：３〜５営業日",
    "エラーが発生しました（コード：４０４）",
    "サーバーに接続できませんでした。しばらくしてから再度お試しください。",
    "プライバシーとセキュリティ", "画面の明るさを自動調整", "バッテリー残量が少なくなっています",
    "アカウントを削除しますか？この操作は取り消せません。", "〒１５０−０００１ 東京都渋谷区神南１丁目",
    "言語と地域", "フォトライブラリへのアクセスを許可", "ウィジェットを追加", "新しいメッセージ：３件",
    "３ヶ月無料・日々の記録", "「ゔ」と「ヴ」の違い", "ぁぃぅぇぉっゃゅょゎ ァィゥェォッャュョヮヵヶ",
]

/// Realistic Korean interface strings, with rare syllables and the
/// compatibility jamo of chat text.
let koreanInterfaceStrings = [
    "설정", "일반", "알림 켜기", "비행기 모드", "Wi-Fi 네트워크에 연결할 수 없습니다",
    "비밀번호를 입력하세요", "“저장”을 눌러 변경 사항을 확인하세요", "취소", "완료",
    "2024년 3월 15일 (금)", "오후 3:45", "다운로드 중… 42%",
    "저장 공간이 부족합니다. 필요 없는 파일을 삭제하세요.", "로그인 · 로그아웃", "배송 예정일: 3~5 영업일",
    "오류가 발생했습니다 (코드: 404)", "서버에 연결할 수 없습니다. 잠시 후 다시 시도하세요.",
    "개인정보 보호 및 보안", "화면 밝기 자동 조절", "배터리 잔량이 부족합니다",
    "계정을 삭제하시겠습니까? 이 작업은 취소할 수 없습니다.", "서울특별시 강남구 테헤란로 152",
    "언어 및 지역", "새 메시지 3개", "사진 공유하기", "뷁 쀍 똠방각하 햏", "ㅋㅋㅋ ㅠㅠ ㄱㄴㄷ",
    "「확인」을 누르세요", "₩12,000 결제 완료", "다크 모드 켬/끔",
]

@Suite("Fallback fonts: every script a bundled face, emoji in colour")
struct ScriptFallbackTests {
    /// The families of the runs of `string` laid out in `font`, and whether
    /// any glyph is .notdef.
    private func faces(
        of string: String, font: Font = .body
    ) -> (families: Set<String>, styles: Set<String>, hasNotdef: Bool) {
        let layout = Fixtures.layout(string, width: nil, font: font)
        let runs = layout.glyphRuns.filter { !$0.glyphs.isEmpty }
        return (
            Set(runs.map(\.face.familyName)), Set(runs.map(\.face.styleName)), runs.contains { $0.glyphs.contains(0) }
        )
    }

    @Test(
        "A sentence in each script lays out with no .notdef, in that script's face",
        arguments: [
            ("مرحبا بالعالم", "Noto Sans Arabic"),
            ("שלום עולם", "Noto Sans Hebrew"),
            ("नमस्ते दुनिया क्षत्रिय", "Noto Sans Devanagari"),
            ("สวัสดีชาวโลก น้ำ", "Noto Sans Thai"),
            ("ສະບາຍດີ ພາສາລາວ", "Noto Sans Lao"),
            ("안녕하세요 세계", "Noto Sans CJK KR"),
            ("ひらがなとカタカナと漢字", "Noto Sans CJK SC"),
        ]
    )
    func scriptFaces(string: String, family: String) {
        let regular = faces(of: string)
        #expect(!regular.hasNotdef)
        #expect(regular.families == [family])
        #expect(regular.styles == ["Regular"])
        let bold = faces(of: string, font: Font.body.bold())
        #expect(!bold.hasNotdef)
        #expect(bold.families == [family])
        #expect(bold.styles == ["Bold"])
    }

    @Test("The fallback order: the font's own family, Inter, the scripts, CJK, serif, mono, emoji last")
    func fallbackOrder() {
        let scripts = [
            "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Sans Devanagari", "Noto Sans Thai", "Noto Sans Lao",
            "Noto Sans CJK SC", "Noto Sans CJK KR",
        ]
        let serif = Fixtures.fonts.resolve(.system(.body, design: .serif)).faces.map(\.familyName)
        #expect(serif == ["Noto Serif", "Inter"] + scripts + ["Noto Sans Mono", "Noto Color Emoji"])
        let body = Fixtures.fonts.resolve(.body).faces.map(\.familyName)
        #expect(body == ["Inter"] + scripts + ["Noto Serif", "Noto Sans Mono", "Noto Color Emoji"])
        #expect(FontLibrary.fallbackFamilies.last == BundledFonts.emoji)
    }

    @Test(
        """
        Mixed text takes each script's face per cluster: Latin and digits stay in Inter, a space goes with the \
        cluster before it
        """
    )
    func mixedScripts() {
        let layout = Fixtures.layout("Hi שלום 42 안녕 日本", width: nil)
        let families = layout.glyphRuns.map(\.face.familyName)
        #expect(families == ["Inter", "Noto Sans Hebrew", "Inter", "Noto Sans CJK KR", "Noto Sans CJK SC"])
        #expect(!layout.glyphRuns.contains { $0.glyphs.contains(0) })
    }

    @Test(
        """
        Every character of 32 Japanese interface strings is in Inter or the CJK SC subset, kana and kanji in the \
        subset
        """
    )
    func japaneseCoverage() throws {
        let inter = try #require(Fixtures.fonts.resolve(.body).primary)
        let cjk = try #require(Fixtures.fonts.resolve(.custom(BundledFonts.cjk, size: 17)).primary)
        #expect(cjk.familyName == BundledFonts.cjk)
        try checkCoverage(japaneseInterfaceStrings, subset: cjk, inter: inter) { scalar in
            (0x3040...0x30FF).contains(scalar) || (0x31F0...0x31FF).contains(scalar)
                || (0x4E00...0x9FFF).contains(scalar)
                || (0x3000...0x303F).contains(scalar) || (0xFF00...0xFFEF).contains(scalar)
        }
        // Beyond the strings: both kana blocks whole (ゔ, ゕ, ゖ, ヷ–ヺ are not in JIS X 0208).
        for scalar in UInt32(0x3041)...0x3096 {
            #expect(cjk.covers(scalar), "U+\(String(scalar, radix: 16, uppercase: true))")
        }
        for scalar in UInt32(0x30A0)...0x30FF {
            #expect(cjk.covers(scalar), "U+\(String(scalar, radix: 16, uppercase: true))")
        }
        for scalar in UInt32(0x31F0)...0x31FF {
            #expect(cjk.covers(scalar), "U+\(String(scalar, radix: 16, uppercase: true))")
        }
        let layout = Fixtures.layout(japaneseInterfaceStrings.joined(separator: "\n"), width: 300)
        #expect(!layout.glyphRuns.contains { $0.glyphs.contains(0) })
    }

    @Test("Every character of 30 Korean interface strings is in Inter or the KR subset, Hangul in the subset")
    func koreanCoverage() throws {
        let inter = try #require(Fixtures.fonts.resolve(.body).primary)
        let korean = try #require(Fixtures.fonts.resolve(.custom(BundledFonts.korean, size: 17)).primary)
        #expect(korean.familyName == BundledFonts.korean)
        try checkCoverage(koreanInterfaceStrings, subset: korean, inter: inter) { scalar in
            (0xAC00...0xD7A3).contains(scalar) || (0x3130...0x318F).contains(scalar)
                || (0x3000...0x303F).contains(scalar)
        }
        // Beyond the strings: all 11,172 syllables and the jamo.
        let missing =
            (UInt32(0xAC00)...0xD7A3).filter { !korean.covers($0) }
            + (UInt32(0x1100)...0x11FF).filter { !korean.covers($0) }
            + (UInt32(0x3131)...0x318E).filter { !korean.covers($0) }
        #expect(missing.isEmpty, "\(missing.prefix(10).map { String($0, radix: 16) })")
        let layout = Fixtures.layout(koreanInterfaceStrings.joined(separator: "\n"), width: 300)
        #expect(!layout.glyphRuns.contains { $0.glyphs.contains(0) })
        #expect(layout.glyphRuns.contains { $0.face.familyName == BundledFonts.korean })
    }

    /// Every scalar that needs a glyph is in `inter` or `subset`, and those
    /// `mustBeInSubset` names in `subset` itself.
    private func checkCoverage(
        _ strings: [String], subset: FontFace, inter: FontFace, mustBeInSubset: (UInt32) -> Bool
    ) throws {
        for string in strings {
            for scalar in string.unicodeScalars.map(\.value) where !CharacterClasses.isFontNeutral(scalar) {
                let label = "U+\(String(scalar, radix: 16, uppercase: true)) in \(string)"
                if mustBeInSubset(scalar) {
                    #expect(subset.covers(scalar), "\(label)")
                } else {
                    #expect(inter.covers(scalar) || subset.covers(scalar), "\(label)")
                }
            }
        }
    }

    @Test(".rounded resolves to Quicksand, the nearest of its four weights; no italic, so a slant is synthesised")
    func rounded() throws {
        func face(_ weight: Font.Weight) -> String {
            Fixtures.fonts.resolve(.system(size: 17, weight: weight, design: .rounded)).primary.map {
                URL(fileURLWithPath: $0.path).lastPathComponent
            } ?? ""
        }
        #expect(face(.regular) == "Quicksand-Regular.ttf")
        #expect(face(.medium) == "Quicksand-Medium.ttf")
        #expect(face(.semibold) == "Quicksand-Bold.ttf")
        #expect(face(.bold) == "Quicksand-Bold.ttf")
        #expect(face(.black) == "Quicksand-Bold.ttf")
        #expect(face(.light) == "Quicksand-Light.ttf")
        #expect(face(.ultraLight) == "Quicksand-Light.ttf")
        let italic = Fixtures.fonts.resolve(.system(.body, design: .rounded).italic())
        #expect(italic.primary?.familyName == "Quicksand")
        #expect(italic.needsSyntheticItalic)
        let layout = Fixtures.layout("Rounded", width: nil, font: .system(.body, design: .rounded))
        #expect(layout.glyphRuns.map(\.face.familyName) == ["Quicksand"])
    }
}

@Suite("Noto Color Emoji: a face of bitmap strikes")
struct EmojiFaceTests {
    private var emoji: FontFace {
        get throws { try #require(Fixtures.fonts.resolve(.custom(BundledFonts.emoji, size: 17)).primary) }
    }

    @Test("The face loads with the em and line metrics of its head and hhea tables, and says it draws colour bitmaps")
    func metrics() throws {
        let face = try emoji
        #expect(face.familyName == "Noto Color Emoji")
        #expect(face.hasColorBitmaps)
        // head.unitsPerEm 2048, hhea ascender 1900, descender -500, line gap 0.
        #expect(face.unitsPerEm == 2048)
        #expect(abs(face.ascender - 1900.0 / 2048) < 1e-12)
        #expect(abs(face.descender - 500.0 / 2048) < 1e-12)
        #expect(face.lineGap == 0)
        #expect(Fixtures.fonts.resolve(.body).primary?.hasColorBitmaps == false)
        #expect(Fixtures.fonts.resolve(.custom(BundledFonts.cjk, size: 17)).primary?.hasColorBitmaps == false)
    }

    @Test("A space after an emoji takes the primary face, not the emoji face's space (1.245 em wide)")
    func spaceAfterEmoji() {
        let layout = Fixtures.layout("😀 a", width: nil)
        #expect(layout.glyphRuns.map(\.face.familyName) == ["Noto Color Emoji", "Inter"])
        #expect(layout.glyphRuns.first?.glyphs.count == 1)
        #expect(abs(Fixtures.advance("😀 a") - (Fixtures.advance("😀") + Fixtures.advance(" a"))) < 1e-9)
    }

    @Test("😀 at 17 pt falls back to the emoji face and measures its hmtx advance (2550 of 2048 units) at 17 pt")
    func emojiAdvance() throws {
        let layout = Fixtures.layout("😀", width: nil, scale: 1000)
        let run = try #require(layout.glyphRuns.first)
        #expect(layout.glyphRuns.count == 1)
        #expect(run.face.familyName == "Noto Color Emoji")
        #expect(run.glyphs.count == 1 && run.glyphs[0] != 0)
        #expect(abs(Fixtures.advance("😀") - 17 * 2550 / 2048) < 1e-9)
        // HarfBuzz's own advance at the em size: the font units themselves.
        #expect(abs(Fixtures.advance("😀", font: .custom(BundledFonts.emoji, size: 2048)) - 2550) < 1e-9)
    }

    @Test(
        "The font's GSUB makes one glyph of each sequence: ZWJ families, flags, skin tones, keycaps, VS16",
        arguments: ["👨‍👩‍👧", "🇯🇵", "👋🏽", "🏳️‍🌈", "1️⃣", "#️⃣", "❤️", "👩🏾‍💻", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"]
    )
    func sequences(sequence: String) throws {
        // Set in the emoji face itself: which face a cluster falls back to
        // is the itemizer's business, not the font's.
        let layout = Fixtures.layout(sequence, width: nil, font: .custom(BundledFonts.emoji, size: 17))
        let glyphs = layout.glyphRuns.flatMap(\.glyphs)
        #expect(layout.glyphRuns.allSatisfy { $0.face.familyName == "Noto Color Emoji" })
        #expect(!glyphs.contains(0))
        // FE0F, which the font does not map, stays as an invisible glyph.
        let drawn = try glyphs.filter { try emoji.hasColorBitmaps && GlyphBitmap(glyph: $0, in: emoji) != nil }
        #expect(drawn.count == 1, "glyphs \(glyphs)")
        #expect(abs(layout.width - 17 * 2550 / 2048) < 0.5)
    }
}
