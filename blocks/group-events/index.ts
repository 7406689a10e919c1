/**
 * The group events block is printed by the BuddyPress group tab, never placed
 * in the editor (not in the inserter); this entry only carries its styles.
 */
import './style.scss';
