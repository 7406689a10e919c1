/**
 * What `npm run bench:scale` prints besides the timings: rows fetched per
 * request (MariaDB's own session counters, read by the row-counter mu-plugin
 * when a request carries `X-Bench-Rows`), and the time and rows of one batch
 * of every WP-Cron job.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../tools/lib/paths.mjs';
import { timeRequest } from './timing.mjs';

/**
 * Sends each figure's request once with the counter on: a row per request,
 * and for Eventsmith's requests their three costliest queries with their plans.
 *
 * @param {Object}   site    The site (dir).
 * @param {Object[]} figures From scale-figures.mjs.
 * @param {Object}   staff   Staff request headers.
 */
export async function rowsPerRequest( site, figures, staff ) {
	const log = join( site.dir, 'wp-content', 'bench-rows.jsonl' );
	rmSync( log, { force: true } );
	for ( const figure of figures ) {
		const headers = figure.staff ? staff : {};
		await timeRequest( figure.own, {
			...headers,
			'X-Bench-Rows': figure.name,
			'X-Bench-Rows-Detail': '1',
		} );
		if ( figure.core ) {
			await timeRequest( figure.core, {
				...headers,
				'X-Bench-Rows': `WordPress: ${ figure.coreName }`,
			} );
		}
	}
	if ( ! existsSync( log ) ) {
		throw new Error(
			'The row counter wrote nothing: is bench/lib/row-counter.php a mu-plugin?'
		);
	}
	const logged = readFileSync( log, 'utf8' )
		.trim()
		.split( '\n' )
		.map( ( line ) => JSON.parse( line ) );
	return {
		rows: logged.map( ( row ) => ( {
			request: row.label,
			'rows sent to PHP': row.rows_sent,
			'rows read by MariaDB': row.rows_read,
			queries: row.queries,
			'peak MB': row.peak_mb,
		} ) ),
		costliest: logged.flatMap( ( row ) =>
			row.costly.map( ( [ read, sql, , plan ] ) => ( {
				request: row.label,
				'rows read': read,
				query: sql.slice( 0, 140 ),
				plan,
			} ) )
		),
	};
}

/**
 * Runs every callback of every scheduled job once, each timed on its own,
 * with MariaDB's counters read before and after (the same connection), after
 * giving them work (scale-cron-work.php): reminders due for the events
 * starting soon, 1,000 unpaid orders past their hold.
 *
 * @param {(code: string) => string} php Runs PHP with the site loaded.
 */
export function cronBatches( php ) {
	php(
		`require '${ join( ROOT, 'bench', 'lib', 'scale-cron-work.php' ) }';`
	);
	const out = php( `
		global $wp_filter, $wpdb;
		$status = static function () use ( $wpdb ): array {
			$values = array();
			foreach ( (array) $wpdb->get_results( "SHOW SESSION STATUS WHERE Variable_name IN ('Rows_sent','Rows_read')", ARRAY_N ) as $row ) {
				$values[ $row[0] ] = (int) $row[1];
			}
			return $values;
		};
		// What reading the counters itself adds to them.
		$first    = $status();
		$second   = $status();
		$overhead = array( 'Rows_sent' => $second['Rows_sent'] - $first['Rows_sent'], 'Rows_read' => $second['Rows_read'] - $first['Rows_read'] );
		$rows     = array();
		// Reminders first: the mail queue's batch then has their mail to send.
		$hooks = \\Eventsmith\\Infrastructure\\Cron\\ScheduledJobs::HOOKS;
		usort( $hooks, static fn( $a, $b ) => ( \\Eventsmith\\Infrastructure\\Mail\\ReminderScheduler::HOOK === $b ) <=> ( \\Eventsmith\\Infrastructure\\Mail\\ReminderScheduler::HOOK === $a ) );
		foreach ( $hooks as $hook ) {
			if ( empty( $wp_filter[ $hook ] ) ) {
				continue;
			}
			foreach ( $wp_filter[ $hook ]->callbacks as $callbacks ) {
				foreach ( $callbacks as $callback ) {
					$fn     = $callback['function'];
					$name   = is_array( $fn ) ? ( is_object( $fn[0] ) ? ( new \\ReflectionClass( $fn[0] ) )->getShortName() : $fn[0] ) . '::' . $fn[1] : ( is_string( $fn ) ? $fn : 'closure' );
					$queued = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . \\Eventsmith\\Infrastructure\\Database\\Tables::mail_queue() );
					$before = $status();
					$start  = hrtime( true );
					call_user_func_array( $fn, array_slice( array(), 0, (int) $callback['accepted_args'] ) );
					$ms     = ( hrtime( true ) - $start ) / 1e6;
					$after  = $status();
					$rows[] = array(
						'job'                  => $hook . ' → ' . $name,
						'ms'                   => round( $ms, 1 ),
						'rows sent to PHP'     => $after['Rows_sent'] - $before['Rows_sent'] - $overhead['Rows_sent'],
						'rows read by MariaDB' => $after['Rows_read'] - $before['Rows_read'] - $overhead['Rows_read'],
						'mails queued'         => (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . \\Eventsmith\\Infrastructure\\Database\\Tables::mail_queue() ) - $queued,
					);
				}
			}
		}
		echo wp_json_encode( $rows );
	` );
	return JSON.parse( out.slice( out.indexOf( '[' ) ) );
}
