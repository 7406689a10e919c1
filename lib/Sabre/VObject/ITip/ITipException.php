<?php

namespace Sabre\VObject\ITip;

use Exception;

/**
 * This message is emitted in case of serious problems with iTip messages.
 *
 * @copyright Copyright (C) fruux GmbH (https://fruux.com/)
 * @author Evert Pot (http://evertpot.com/)
 * @license http://sabre.io/license/ Modified BSD License
 */
class ITipException extends Exception
{
}
