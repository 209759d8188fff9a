/// The tables of the languages the table-driven lexer reads.
extension LexerRules {
    private static func words(_ text: String) -> Set<String> {
        Set(text.split(separator: " ").map(String.init))
    }

    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    private static let doubleQuoted = StringRule(open: bytes("\""), close: bytes("\""))
    private static let singleQuoted = StringRule(open: bytes("'"), close: bytes("'"))
    private static let cComments: [(open: [UInt8], close: [UInt8])] = [(bytes("/*"), bytes("*/"))]

    /// sh, bash and zsh.
    static let shell = LexerRules(
        lineComments: [bytes("#")], lineCommentAtWordStart: true,
        strings: [doubleQuoted, StringRule(open: bytes("'"), close: bytes("'"), escape: nil, multiline: true)],
        keywords: words(
            "if then else elif fi for while until do done case esac in function select return export local "
                + "readonly declare unset time true false"),
        builtins: words(
            "echo cd ls mkdir rm cp mv cat grep sed awk find xargs curl wget git swift xcodebuild xcrun brew "
                + "sudo apt apt-get make chmod chown touch source exec eval printf read set test pod carthage "
                + "docker npm npx node python3 python pip ssh scp tar open defaults killall"),
        identifierBytes: bytes("-"), variablePrefixes: bytes("$")
    )

    /// JSON, with keys told from string values.
    static let json = LexerRules(
        lineComments: [bytes("//")], blockComments: cComments, strings: [doubleQuoted],
        keywords: words("true false null"), stringKeysBeforeColon: true
    )

    /// TOML (and INI): sections, keys, strings, numbers, dates.
    static let toml = LexerRules(
        lineComments: [bytes("#"), bytes(";")],
        strings: [
            StringRule(open: bytes("\"\"\""), close: bytes("\"\"\""), multiline: true),
            StringRule(open: bytes("'''"), close: bytes("'''"), escape: nil, multiline: true),
            doubleQuoted, StringRule(open: bytes("'"), close: bytes("'"), escape: nil),
        ],
        keywords: words("true false inf nan"), identifierBytes: bytes("-"), keysBeforeEquals: true
    )

    /// JavaScript, TypeScript and JSX.
    static let javaScript = LexerRules(
        lineComments: [bytes("//")], blockComments: cComments, docCommentPrefixes: [bytes("/**")],
        strings: [doubleQuoted, singleQuoted, StringRule(open: bytes("`"), close: bytes("`"), multiline: true)],
        keywords: words(
            "break case catch class const continue debugger default delete do else export extends finally for "
                + "function if import in instanceof let new return super switch this throw try typeof var void "
                + "while with yield async await of static get set from as true false null undefined "
                + "interface type enum implements private public protected readonly declare namespace abstract "
                + "keyof infer is satisfies"),
        types: words("string number boolean any unknown never object void bigint symbol"),
        declarationKeywords: words("function class interface type enum const let var"),
        identifierBytes: bytes("$"), attributePrefix: UInt8(ascii: "@"), callsAreFunctions: true,
        capitalizedAreTypes: true, jsxTags: true
    )

    /// Python.
    static let python = LexerRules(
        lineComments: [bytes("#")],
        strings: [
            StringRule(open: bytes("\"\"\""), close: bytes("\"\"\""), multiline: true),
            StringRule(open: bytes("'''"), close: bytes("'''"), multiline: true), doubleQuoted, singleQuoted,
        ],
        keywords: words(
            "False None True and as assert async await break class continue def del elif else except finally "
                + "for from global if import in is lambda nonlocal not or pass raise return try while with yield "
                + "match case self"),
        types: words("int str float bool list dict set tuple bytes object"),
        builtins: words("print len range open isinstance super enumerate zip map filter sorted"),
        declarationKeywords: words("def class"), attributePrefix: UInt8(ascii: "@"), callsAreFunctions: true,
        capitalizedAreTypes: true
    )

    /// Ruby.
    static let ruby = LexerRules(
        lineComments: [bytes("#")], blockComments: [(bytes("=begin"), bytes("=end"))],
        strings: [doubleQuoted, singleQuoted],
        keywords: words(
            "BEGIN END alias and begin break case class def defined? do else elsif end ensure false for if in "
                + "module next nil not or redo rescue retry return self super then true undef unless until when "
                + "while yield require require_relative attr_reader attr_accessor attr_writer private protected "
                + "public lambda proc"),
        builtins: words("puts print p raise"),
        declarationKeywords: words("def class module"), identifierBytes: bytes("?!"),
        variablePrefixes: bytes("@$"), capitalizedAreTypes: true
    )

    /// C, C++ and Objective-C.
    static let c = LexerRules(
        lineComments: [bytes("//")], blockComments: cComments, docCommentPrefixes: [bytes("/**"), bytes("///")],
        strings: [StringRule(open: bytes("@\""), close: bytes("\"")), doubleQuoted, singleQuoted],
        keywords: words(
            "auto break case const continue default do else enum extern for goto if inline register restrict "
                + "return sizeof static struct switch typedef union volatile while class namespace template "
                + "typename public private protected virtual override new delete this nullptr true false NULL nil "
                + "YES NO self super id instancetype nonatomic strong weak copy assign readonly readwrite "
                + "@interface @implementation @end @property @protocol @class @selector @synthesize @import "
                + "@autoreleasepool @try @catch @finally @optional @required nullable nonnull"),
        types: words(
            "int char void float double long short unsigned signed bool BOOL size_t int8_t int16_t int32_t "
                + "int64_t uint8_t uint16_t uint32_t uint64_t NSInteger NSUInteger CGFloat"),
        declarationKeywords: words("struct enum union class @interface @implementation @protocol"),
        identifierBytes: [], attributePrefix: nil, preprocessorLines: true, callsAreFunctions: true,
        capitalizedAreTypes: true
    )

    /// SQL (keywords in any case).
    static let sql = LexerRules(
        lineComments: [bytes("--")], blockComments: cComments,
        strings: [StringRule(open: bytes("'"), close: bytes("'"), escape: nil), doubleQuoted],
        keywords: words(
            "select from where and or not insert into values update set delete create table drop alter add "
                + "index view primary key foreign references join inner left right outer full on as group by "
                + "order having limit offset distinct union all case when then else end null is in like between "
                + "exists default unique check constraint begin commit rollback transaction if asc desc true "
                + "false returning with recursive autoincrement"),
        caseInsensitiveKeywords: true,
        types: words(
            "INTEGER INT TEXT REAL BLOB VARCHAR CHAR BOOLEAN DATE TIMESTAMP NUMERIC BIGINT SERIAL UUID JSONB "
                + "integer int text real blob varchar char boolean date timestamp numeric bigint serial uuid jsonb"),
        builtins: words("COUNT SUM AVG MIN MAX COALESCE NOW count sum avg min max coalesce now")
    )

    /// Dockerfiles.
    static let dockerfile = LexerRules(
        lineComments: [bytes("#")], lineCommentAtWordStart: true, strings: [doubleQuoted, singleQuoted],
        keywords: words(
            "FROM AS RUN CMD LABEL MAINTAINER EXPOSE ENV ADD COPY ENTRYPOINT VOLUME USER WORKDIR ARG ONBUILD "
                + "STOPSIGNAL HEALTHCHECK SHELL"),
        identifierBytes: bytes("-"), variablePrefixes: bytes("$")
    )
}
