/**
 * Gettext catalogs: building the template from the extracted strings, reading
 * and writing .po files, merging a template into a translation (like
 * msgmerge, without fuzzy guesses), and compiling .mo and Jed JSON files.
 */

/**
 * @typedef {Object} Entry
 * @property {string}   msgid      The source string.
 * @property {string}   [msgctxt]  Its context, when it has one.
 * @property {string}   [plural]   msgid_plural.
 * @property {string[]} msgstr     One form, or one per plural form.
 * @property {string[]} references "file:line", sorted.
 * @property {string[]} comments   Extracted (translators) comments.
 * @property {string[]} [flags]    Such as "fuzzy".
 */

/**
 * The catalog key of an entry: context and id, as .mo files store them.
 *
 * @param {Entry} entry The entry.
 * @return {string} The key.
 */
export const keyOf = ( entry ) =>
	entry.msgctxt !== undefined
		? `${ entry.msgctxt }\u0004${ entry.msgid }`
		: entry.msgid;

/**
 * Plain code-unit order (the same on every machine, unlike localeCompare).
 *
 * @param {string} a One.
 * @param {string} b Other.
 * @return {number} Sign.
 */
export function compare( a, b ) {
	if ( a === b ) {
		return 0;
	}
	return a < b ? -1 : 1;
}

function compareReferences( a, b ) {
	const [ , fa, la ] = /^(.*):(\d+)$/.exec( a ) ?? [ a, a, '0' ];
	const [ , fb, lb ] = /^(.*):(\d+)$/.exec( b ) ?? [ b, b, '0' ];
	return compare( fa, fb ) || Number( la ) - Number( lb );
}

/**
 * Collects extracted strings into sorted template entries.
 *
 * @param {Array<{msgid: string, msgctxt?: string, plural?: string, file: string, line: number, comment?: string}>} found Extracted strings.
 * @return {Entry[]} Entries sorted by msgid then context.
 */
export function buildTemplate( found ) {
	const byKey = new Map();
	for ( const item of found ) {
		const key = keyOf( item );
		let entry = byKey.get( key );
		if ( ! entry ) {
			entry = {
				msgid: item.msgid,
				msgctxt: item.msgctxt,
				plural: item.plural,
				msgstr: item.plural !== undefined ? [ '', '' ] : [ '' ],
				references: [],
				comments: [],
			};
			byKey.set( key, entry );
		}
		if ( item.plural !== undefined && entry.plural === undefined ) {
			entry.plural = item.plural;
			entry.msgstr = [ '', '' ];
		}
		entry.references.push( `${ item.file }:${ item.line }` );
		if ( item.comment && ! entry.comments.includes( item.comment ) ) {
			entry.comments.push( item.comment );
		}
	}
	const entries = [ ...byKey.values() ];
	for ( const entry of entries ) {
		entry.references = [ ...new Set( entry.references ) ].sort(
			compareReferences
		);
		entry.comments.sort();
	}
	return entries.sort(
		( a, b ) =>
			compare( a.msgid, b.msgid ) ||
			compare( a.msgctxt ?? '', b.msgctxt ?? '' )
	);
}

function quote( text ) {
	const escaped = text
		.replace( /\\/g, '\\\\' )
		.replace( /"/g, '\\"' )
		.replace( /\t/g, '\\t' )
		.replace( /\r/g, '\\r' )
		.replace( /\n/g, '\\n' );
	if ( ! text.includes( '\n' ) || text.indexOf( '\n' ) === text.length - 1 ) {
		return `"${ escaped }"`;
	}
	// Multi-line strings: one quoted line per line, as gettext writes them.
	const parts = escaped.split( /(?<=\\n)/ );
	return [ '""', ...parts.map( ( part ) => `"${ part }"` ) ].join( '\n' );
}

/**
 * Writes a catalog as .po/.pot text.
 *
 * @param {Object<string, string>} headers    Header fields in order.
 * @param {Entry[]}                entries    Entries in order.
 * @param {string[]}               [preamble] Comment lines above the header (without "# ").
 * @return {string} File text.
 */
export function serialize( headers, entries, preamble = [] ) {
	const out = [];
	for ( const line of preamble ) {
		out.push( line ? `# ${ line }` : '#' );
	}
	out.push( 'msgid ""', 'msgstr ""' );
	for ( const [ name, value ] of Object.entries( headers ) ) {
		out.push( quote( `${ name }: ${ value }\n` ) );
	}
	for ( const entry of entries ) {
		out.push( '' );
		for ( const comment of entry.comments ?? [] ) {
			out.push( `#. ${ comment }` );
		}
		for ( const reference of entry.references ?? [] ) {
			out.push( `#: ${ reference }` );
		}
		if ( entry.flags?.length ) {
			out.push( `#, ${ entry.flags.join( ', ' ) }` );
		}
		if ( entry.msgctxt !== undefined ) {
			out.push( `msgctxt ${ quote( entry.msgctxt ) }` );
		}
		out.push( `msgid ${ quote( entry.msgid ) }` );
		if ( entry.plural !== undefined ) {
			out.push( `msgid_plural ${ quote( entry.plural ) }` );
			entry.msgstr.forEach( ( form, index ) =>
				out.push( `msgstr[${ index }] ${ quote( form ) }` )
			);
		} else {
			out.push( `msgstr ${ quote( entry.msgstr[ 0 ] ?? '' ) }` );
		}
	}
	return out.join( '\n' ) + '\n';
}

const ESCAPES = { n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' };

function unquote( literal ) {
	return literal
		.slice( 1, -1 )
		.replace( /\\(.)/g, ( _, c ) => ESCAPES[ c ] ?? c );
}

/**
 * Reads .po/.pot text.
 *
 * @param {string} text File text.
 * @return {{headers: Object<string, string>, entries: Entry[], preamble: string[]}} The catalog (obsolete `#~` entries are dropped).
 */
export function parse( text ) {
	const blocks = text.replace( /\r\n/g, '\n' ).split( /\n\s*\n/ );
	const entries = [];
	let headers = {};
	let preamble = [];
	for ( const block of blocks ) {
		const entry = {
			msgid: undefined,
			msgstr: [],
			references: [],
			comments: [],
			flags: [],
		};
		let field = null;
		let comments = [];
		for ( const line of block.split( '\n' ) ) {
			if ( line.startsWith( '#~' ) || line.trim() === '' ) {
				continue;
			}
			if ( line.startsWith( '#.' ) ) {
				entry.comments.push( line.slice( 2 ).trim() );
			} else if ( line.startsWith( '#:' ) ) {
				entry.references.push(
					...line.slice( 2 ).trim().split( /\s+/ )
				);
			} else if ( line.startsWith( '#,' ) ) {
				entry.flags.push(
					...line
						.slice( 2 )
						.split( ',' )
						.map( ( f ) => f.trim() )
						.filter( Boolean )
				);
			} else if ( line.startsWith( '#' ) ) {
				comments.push( line.replace( /^# ?/, '' ) );
			} else {
				const match =
					/^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")\s*$/.exec(
						line
					);
				if ( match ) {
					field = match[ 1 ].startsWith( 'msgstr' )
						? `msgstr:${ match[ 2 ] ?? 0 }`
						: match[ 1 ];
					set( entry, field, unquote( match[ 3 ] ), false );
				} else if ( /^\s*".*"\s*$/.test( line ) && field ) {
					set( entry, field, unquote( line.trim() ), true );
				}
			}
		}
		if ( entry.msgid === undefined ) {
			continue;
		}
		if ( entry.msgid === '' && entry.msgctxt === undefined ) {
			headers = Object.fromEntries(
				entry.msgstr[ 0 ]
					.split( '\n' )
					.filter( Boolean )
					.map( ( line ) => [
						line.slice( 0, line.indexOf( ':' ) ),
						line.slice( line.indexOf( ':' ) + 1 ).trim(),
					] )
			);
			preamble = comments;
			continue;
		}
		entries.push( entry );
		comments = [];
	}
	return { headers, entries, preamble };
}

function set( entry, field, value, append ) {
	if ( field.startsWith( 'msgstr:' ) ) {
		const index = Number( field.slice( 7 ) );
		entry.msgstr[ index ] =
			( append ? ( entry.msgstr[ index ] ?? '' ) : '' ) + value;
		return;
	}
	const name = field === 'msgid_plural' ? 'plural' : field;
	entry[ name ] = ( append ? ( entry[ name ] ?? '' ) : '' ) + value;
}

/**
 * Merges a new template into a translation: the template's entries, order,
 * references and comments, with each translation kept where context, msgid
 * and plural still match. Translations of strings no longer in the template
 * are dropped.
 *
 * @param {Entry[]} template    Template entries.
 * @param {Entry[]} translation The translation's current entries.
 * @param {number}  forms       Plural forms of the language.
 * @return {{entries: Entry[], untranslated: Entry[]}} Merged entries and those still without a translation.
 */
export function merge( template, translation, forms ) {
	const known = new Map(
		translation.map( ( entry ) => [ keyOf( entry ), entry ] )
	);
	const untranslated = [];
	const entries = template.map( ( source ) => {
		const old = known.get( keyOf( source ) );
		const keep =
			old &&
			( old.plural === undefined ) === ( source.plural === undefined ) &&
			! old.flags?.includes( 'fuzzy' );
		const size = source.plural !== undefined ? forms : 1;
		const msgstr = Array.from( { length: size }, ( _, i ) =>
			keep ? ( old.msgstr[ i ] ?? '' ) : ''
		);
		const entry = { ...source, msgstr, flags: [] };
		if ( msgstr.some( ( form ) => form === '' ) ) {
			untranslated.push( entry );
		}
		return entry;
	} );
	return { entries, untranslated };
}

/**
 * Compiles translated entries into a .mo file (little endian, no hash table).
 *
 * @param {Object<string, string>} headers Header fields.
 * @param {Entry[]}                entries Entries; untranslated ones are left out.
 * @return {Buffer} The .mo bytes.
 */
export function compileMo( headers, entries ) {
	const pairs = [
		[
			'',
			Object.entries( headers )
				.map( ( [ k, v ] ) => `${ k }: ${ v }\n` )
				.join( '' ),
		],
		...entries
			.filter(
				( e ) =>
					e.msgstr.every( ( form ) => form !== '' ) &&
					! e.flags?.includes( 'fuzzy' )
			)
			.map( ( e ) => [
				keyOf( e ) +
					( e.plural !== undefined ? `\u0000${ e.plural }` : '' ),
				e.msgstr.join( '\u0000' ),
			] ),
	]
		.map( ( [ k, v ] ) => [
			Buffer.from( k, 'utf8' ),
			Buffer.from( v, 'utf8' ),
		] )
		.sort( ( a, b ) => Buffer.compare( a[ 0 ], b[ 0 ] ) );

	const count = pairs.length;
	const originalsAt = 28;
	const translationsAt = originalsAt + count * 8;
	let dataAt = translationsAt + count * 8;
	const header = Buffer.alloc( dataAt );
	header.writeUInt32LE( 0x950412de, 0 );
	header.writeUInt32LE( 0, 4 );
	header.writeUInt32LE( count, 8 );
	header.writeUInt32LE( originalsAt, 12 );
	header.writeUInt32LE( translationsAt, 16 );
	header.writeUInt32LE( 0, 20 );
	header.writeUInt32LE( dataAt, 24 );
	const data = [];
	for ( const column of [ 0, 1 ] ) {
		pairs.forEach( ( pair, index ) => {
			const bytes = pair[ column ];
			const at =
				( column === 0 ? originalsAt : translationsAt ) + index * 8;
			header.writeUInt32LE( bytes.length, at );
			header.writeUInt32LE( dataAt, at + 4 );
			data.push( bytes, Buffer.from( [ 0 ] ) );
			dataAt += bytes.length + 1;
		} );
	}
	return Buffer.concat( [ header, ...data ] );
}

/**
 * Reads a .mo file back (used by the tests).
 *
 * @param {Buffer} bytes The .mo bytes.
 * @return {Map<string, string>} Original => translation, with NUL between plural forms.
 */
export function readMo( bytes ) {
	if ( bytes.readUInt32LE( 0 ) !== 0x950412de ) {
		throw new Error( 'Not a little-endian .mo file.' );
	}
	const count = bytes.readUInt32LE( 8 );
	const originals = bytes.readUInt32LE( 12 );
	const translations = bytes.readUInt32LE( 16 );
	const read = ( table, index ) => {
		const length = bytes.readUInt32LE( table + index * 8 );
		const at = bytes.readUInt32LE( table + index * 8 + 4 );
		return bytes.toString( 'utf8', at, at + length );
	};
	const map = new Map();
	for ( let i = 0; i < count; i++ ) {
		map.set( read( originals, i ), read( translations, i ) );
	}
	return map;
}

/**
 * The Jed 1.x JSON WordPress loads for a script (the format of `wp i18n make-json`).
 *
 * @param {Object<string, string>} headers Header fields of the .po.
 * @param {Entry[]}                entries The translated entries the script uses.
 * @param {string}                 source  Built script path, e.g. build/admin/index.js.
 * @return {string} JSON text.
 */
export function jedJson( headers, entries, source ) {
	const messages = {
		'': {
			domain: 'messages',
			lang: headers.Language ?? '',
			'plural-forms':
				headers[ 'Plural-Forms' ] ?? 'nplurals=2; plural=(n != 1);',
		},
	};
	const sorted = [ ...entries ].sort( ( a, b ) =>
		compare( keyOf( a ), keyOf( b ) )
	);
	for ( const entry of sorted ) {
		if (
			entry.msgstr.every( ( form ) => form !== '' ) &&
			! entry.flags?.includes( 'fuzzy' )
		) {
			messages[ keyOf( entry ) ] = entry.msgstr;
		}
	}
	return (
		JSON.stringify( {
			'translation-revision-date': headers[ 'PO-Revision-Date' ] ?? '',
			generator: 'eventsmith tools/i18n',
			source,
			domain: 'messages',
			locale_data: { messages },
		} ) + '\n'
	);
}
