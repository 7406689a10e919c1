<?php
/**
 * TEST STAND-IN FOR BUDDYPRESS. Not BuddyPress, never shipped, never loaded on
 * a real site.
 *
 * BuddyPress cannot be installed on the machines the tests run on, so this
 * file implements just the BuddyPress functions, class and hooks Eventsmith's
 * community integration (includes/Integrations/BuddyPress/) uses, with the
 * signatures and return values of BuddyPress 12:
 *
 * - hooks: `bp_loaded` and `bp_include` (plugins_loaded), `bp_init` (init),
 *   `bp_register_activity_actions` (bp_init, priority 8);
 * - components: bp_is_active( 'groups' | 'activity' );
 * - groups: BP_Group_Extension (init(), display()), bp_register_group_extension(),
 *   groups_get_group(), groups_is_user_admin(), groups_is_user_mod(),
 *   groups_is_user_member(), bp_get_current_group_id(), bp_get_group_permalink();
 * - activity: bp_activity_add(), bp_activity_set_action().
 *
 * Groups and memberships are kept in the option `eventsmith_test_bp_groups`,
 * activity items in `eventsmith_test_bp_activity`. A group page is served at
 * `/?bp-group=<slug>&bp-tab=<extension slug>`: a bare page with the group's
 * tabs and the chosen extension's display(), rendered before wp_head() as a
 * BuddyPress template would. Loaded by eventsmith-test-buddypress.php only
 * while a test has switched it on.
 *
 * @package Eventsmith
 */

declare( strict_types=1 );

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- BuddyPress's own names, on purpose.

/**
 * Groups of the stand-in: id => {id, name, slug, status, admins, mods, members} (user ids).
 *
 * @return array<int, array<string, mixed>>
 */
function eventsmith_test_bp_groups(): array {
	$groups = get_option( 'eventsmith_test_bp_groups', array() );
	return is_array( $groups ) ? $groups : array();
}

/**
 * Whether a BuddyPress component is active: groups and activity are.
 *
 * @param string $component Component name.
 * @param string $feature   Feature (ignored).
 */
function bp_is_active( $component = '', $feature = '' ): bool {
	unset( $feature );
	return in_array( $component, array( 'groups', 'activity' ), true );
}

/**
 * The base class of group extensions (a tab on every group page).
 */
class BP_Group_Extension {

	/**
	 * Tab slug.
	 *
	 * @var string
	 */
	public $slug = '';

	/**
	 * Tab label.
	 *
	 * @var string
	 */
	public $name = '';

	/**
	 * Position among the tabs.
	 *
	 * @var int
	 */
	public $nav_item_position = 81;

	/**
	 * Every init() argument.
	 *
	 * @var array<string, mixed>
	 */
	public $params = array();

	/**
	 * Takes the extension's settings, as BuddyPress does.
	 *
	 * @param array<string, mixed> $args slug, name, nav_item_position, access, screens…
	 */
	public function init( $args = array() ) {
		$this->params            = $args;
		$this->slug              = (string) ( $args['slug'] ?? '' );
		$this->name              = (string) ( $args['name'] ?? $this->slug );
		$this->nav_item_position = (int) ( $args['nav_item_position'] ?? 81 );
	}

	/**
	 * Prints the tab's content.
	 *
	 * @param int|null $group_id The group.
	 */
	public function display( $group_id = null ) {
		unset( $group_id );
	}
}

/**
 * Registers a group extension class, instantiated on bp_init (priority 11) as BuddyPress does.
 *
 * @param string $group_extension_class Class name.
 */
function bp_register_group_extension( $group_extension_class = '' ) {
	if ( ! class_exists( $group_extension_class ) ) {
		return false;
	}
	add_action(
		'bp_init',
		static function () use ( $group_extension_class ): void {
			$GLOBALS['eventsmith_test_bp_extensions'][] = new $group_extension_class();
		},
		11
	);
	return true;
}

/**
 * A group, as an object with id (0 when there is none), name, slug and status.
 *
 * @param int $group_id Group id.
 */
function groups_get_group( $group_id ) {
	$groups = eventsmith_test_bp_groups();
	$group  = $groups[ (int) $group_id ] ?? null;
	return (object) array(
		'id'     => $group ? (int) $group['id'] : 0,
		'name'   => $group ? (string) $group['name'] : '',
		'slug'   => $group ? (string) $group['slug'] : '',
		'status' => $group ? (string) $group['status'] : 'public',
	);
}

/**
 * Membership test shared by the three standings.
 *
 * @param string $list     admins, mods or members.
 * @param int    $user_id  User.
 * @param int    $group_id Group.
 * @return int|false A membership id, as BuddyPress returns, or false.
 */
function eventsmith_test_bp_membership( string $list, $user_id, $group_id ) {
	$group = eventsmith_test_bp_groups()[ (int) $group_id ] ?? null;
	if ( ! $group || (int) $user_id <= 0 ) {
		return false;
	}
	$lists = 'members' === $list ? array( 'admins', 'mods', 'members' ) : array( $list );
	foreach ( $lists as $name ) {
		if ( in_array( (int) $user_id, array_map( 'intval', (array) ( $group[ $name ] ?? array() ) ), true ) ) {
			return (int) $group_id * 1000 + (int) $user_id;
		}
	}
	return false;
}

/**
 * Whether a user administers a group.
 *
 * @param int $user_id  User.
 * @param int $group_id Group.
 */
function groups_is_user_admin( $user_id, $group_id ) {
	return eventsmith_test_bp_membership( 'admins', $user_id, $group_id );
}

/**
 * Whether a user moderates a group.
 *
 * @param int $user_id  User.
 * @param int $group_id Group.
 */
function groups_is_user_mod( $user_id, $group_id ) {
	return eventsmith_test_bp_membership( 'mods', $user_id, $group_id );
}

/**
 * Whether a user is a member of a group (admins and moderators are).
 *
 * @param int $user_id  User.
 * @param int $group_id Group.
 */
function groups_is_user_member( $user_id, $group_id ) {
	return eventsmith_test_bp_membership( 'members', $user_id, $group_id );
}

/**
 * The group whose page is being shown (0 elsewhere).
 */
function bp_get_current_group_id(): int {
	return (int) ( $GLOBALS['eventsmith_test_bp_current_group'] ?? 0 );
}

/**
 * Address of a group's page.
 *
 * @param object|int $group Group or its id.
 */
function bp_get_group_permalink( $group = false ): string {
	$group = is_object( $group ) ? $group : groups_get_group( (int) $group );
	return add_query_arg( 'bp-group', rawurlencode( (string) $group->slug ), home_url( '/' ) );
}

/**
 * Registers an activity type.
 *
 * @param string        $component_id    Component.
 * @param string        $type            Activity type.
 * @param string        $description     Label.
 * @param callable|bool $format_callback Formatter.
 * @param string|bool   $label           Filter label.
 * @param array         $context         Streams.
 */
function bp_activity_set_action( $component_id, $type, $description, $format_callback = false, $label = false, $context = array() ): bool {
	unset( $format_callback, $label );
	$GLOBALS['eventsmith_test_bp_activity_actions'][ $component_id ][ $type ] = array(
		'description' => $description,
		'context'     => $context,
	);
	return true;
}

/**
 * Stores an activity item and returns its id.
 *
 * @param array<string, mixed> $args component, type, action, content, primary_link, user_id, item_id, secondary_item_id, hide_sitewide.
 * @return int|false
 */
function bp_activity_add( $args = array() ) {
	$items = get_option( 'eventsmith_test_bp_activity', array() );
	$items = is_array( $items ) ? $items : array();
	$id    = count( $items ) + 1;
	$items[] = array( 'id' => $id ) + array_intersect_key(
		wp_parse_args(
			$args,
			array(
				'component'         => '',
				'type'              => '',
				'action'            => '',
				'content'           => '',
				'primary_link'      => '',
				'user_id'           => get_current_user_id(),
				'item_id'           => 0,
				'secondary_item_id' => 0,
				'hide_sitewide'     => false,
			)
		),
		array_flip( array( 'component', 'type', 'action', 'content', 'primary_link', 'user_id', 'item_id', 'secondary_item_id', 'hide_sitewide' ) )
	);
	update_option( 'eventsmith_test_bp_activity', $items, false );
	return $id;
}

add_action(
	'plugins_loaded',
	static function (): void {
		do_action( 'bp_loaded' );
		do_action( 'bp_include' );
	},
	10
);
add_action(
	'init',
	static function (): void {
		do_action( 'bp_init' );
	},
	10
);
add_action(
	'bp_init',
	static function (): void {
		do_action( 'bp_register_activity_actions' );
	},
	8
);

// The group page: the tabs and the chosen extension's content.
add_action(
	'template_redirect',
	static function (): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a page address.
		$slug = isset( $_GET['bp-group'] ) ? sanitize_title( wp_unslash( (string) $_GET['bp-group'] ) ) : '';
		$tab  = isset( $_GET['bp-tab'] ) ? sanitize_title( wp_unslash( (string) $_GET['bp-tab'] ) ) : '';
		// phpcs:enable
		if ( '' === $slug ) {
			return;
		}
		$group = null;
		foreach ( eventsmith_test_bp_groups() as $candidate ) {
			if ( $candidate['slug'] === $slug ) {
				$group = groups_get_group( (int) $candidate['id'] );
			}
		}
		if ( null === $group ) {
			return;
		}
		$GLOBALS['eventsmith_test_bp_current_group'] = $group->id;
		$extensions = $GLOBALS['eventsmith_test_bp_extensions'] ?? array();
		usort( $extensions, static fn( $a, $b ) => $a->nav_item_position <=> $b->nav_item_position );
		$can_see = 'public' === $group->status || groups_is_user_member( get_current_user_id(), $group->id );
		ob_start();
		if ( ! $can_see ) {
			echo '<p>This is a private group.</p>';
		} else {
			foreach ( $extensions as $extension ) {
				if ( $extension->slug === $tab ) {
					$extension->display( $group->id );
				}
			}
		}
		$content = (string) ob_get_clean();
		status_header( 200 );
		?>
<!doctype html>
<html <?php language_attributes(); ?>>
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title><?php echo esc_html( $group->name ); ?></title><?php wp_head(); ?></head>
<body <?php body_class( 'buddypress bp-stand-in' ); ?>>
<main class="wp-site-blocks" style="max-width: 960px; margin: 0 auto; padding: 2rem 1rem;">
	<h1><?php echo esc_html( $group->name ); ?></h1>
	<nav aria-label="Group" class="bp-stand-in-tabs">
		<a href="<?php echo esc_url( bp_get_group_permalink( $group ) ); ?>">Home</a>
		<?php foreach ( $extensions as $extension ) : ?>
			| <a href="<?php echo esc_url( add_query_arg( 'bp-tab', $extension->slug, bp_get_group_permalink( $group ) ) ); ?>" <?php echo $extension->slug === $tab ? 'aria-current="page"' : ''; ?>><?php echo esc_html( $extension->name ); ?></a>
		<?php endforeach; ?>
	</nav>
	<?php echo $content; // phpcs:ignore WordPress.Security.EscapeOutput -- the extension escapes its own output. ?>
</main>
		<?php
		wp_footer();
		echo '</body></html>';
		exit;
	}
);
